/**
 * The data of the product pages' pictures (product-screen.tsx). Made up and coherent, as on any product screen: places
 * and readings of a site the product runs, never a customer, a client's name or a claim about us. Plans are drawn on a
 * 340 x 220 field inside a 8 px margin; a node is placed by its centre, about 96 px wide on the three columns
 * x = 66, 170, 274 and the rows y = 56, 110, 164.
 */

export interface PlanNode {
  id: string;
  label: string;
  note?: string;
  x: number;
  y: number;
  w?: number;
}

export interface PlanSpec {
  /** The site's name, top left. */
  area?: string;
  nodes: readonly PlanNode[];
  /** The path taken, node by node; `^id` enters that node vertically first. */
  route: readonly string[];
  /** How many legs of the route are done (teal); the last done leg is animated; the rest dotted. Default all. */
  done?: number;
  /** Other corridors, quiet. */
  links?: readonly (readonly [string, string])[];
  /** Where the visitor or the robot is now. */
  at?: string;
  /** A node with an alarm (red, the only red on the screen). */
  alert?: string;
}

export interface ChartSpec {
  kind: 'line' | 'bars';
  title: string;
  /** The latest value, top right. */
  now: string;
  values: readonly number[];
  limit?: number;
  limitLabel?: string;
  highlight?: number;
  /** Under each bar; else `from` and `to` under the ends. */
  labels?: readonly string[];
  from?: string;
  to?: string;
}

export interface TableSpec {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ScreenSpec {
  place: string;
  title: string;
  status: string;
  tone?: 'live' | 'alert';
  plan?: PlanSpec;
  chart?: ChartSpec;
  table?: TableSpec;
  eventsTitle?: string;
  events?: readonly (readonly [string, string] | readonly [string, string, 'alert'])[];
  metrics: readonly (readonly [string, string])[];
}

const C1 = 66;
const C2 = 170;
const C3 = 274;
const R1 = 56;
const R2 = 110;
const R3 = 164;

export const SCREENS = {
  'refinery-fleet': {
    place: 'Refinery',
    title: 'Robot fleet, unit 3',
    status: 'Night shift',
    plan: {
      area: 'Unit 3',
      nodes: [
        { id: 'control', label: 'Control room', x: C1, y: R3, w: 100 },
        { id: 'rack', label: 'Pipe rack', note: 'PR-4 patrolling', x: C1, y: R1 + 6, w: 100 },
        { id: 'pumps', label: 'Pump house', note: 'P-12 hot spot', x: C2, y: R1 + 6 },
        { id: 'tanks', label: 'Tank farm', x: C3, y: R1 + 6 },
        { id: 'jetty', label: 'Jetty', x: C3, y: R3 },
        { id: 'flare', label: 'Flare stack', x: C2, y: R3 },
      ],
      route: ['control', 'rack', 'pumps', 'tanks'],
      done: 2,
      links: [
        ['control', 'flare'],
        ['flare', 'jetty'],
        ['tanks', 'jetty'],
      ],
      at: 'rack',
      alert: 'pumps',
    },
    events: [
      ['06:10', 'PR-4 started the morning patrol'],
      ['06:42', 'Gas readings normal along the pipe rack'],
      ['07:05', 'Hot spot on pump P-12, 96 °C', 'alert'],
    ],
    metrics: [
      ['Robots out', '6'],
      ['Readings today', '18,420'],
      ['Open alarms', '1'],
    ],
  },
  'refinery-fire': {
    place: 'Refinery',
    title: 'Fire at pump skid P-12',
    status: 'Responding',
    tone: 'alert',
    plan: {
      area: 'Fire road 2',
      nodes: [
        { id: 'station', label: 'Fire station', x: C1, y: R3 },
        { id: 'road', label: 'Fire road 2', x: C1, y: R1 },
        { id: 'approach', label: 'Safe approach', note: 'FR-2, 18 m', x: C2, y: R1, w: 100 },
        { id: 'skid', label: 'Pump skid P-12', note: '412 °C', x: C3 - 4, y: R2 + 10, w: 104 },
        { id: 'crew', label: 'Crew line', note: '60 m back', x: C2, y: R3 + 8 },
      ],
      route: ['station', 'road', 'approach', 'skid'],
      done: 3,
      links: [['station', 'crew']],
      at: 'approach',
      alert: 'skid',
    },
    events: [
      ['07:06', 'Alarm from the thermal camera on P-12', 'alert'],
      ['07:08', 'FR-2 left the fire station'],
      ['07:11', 'Foam on the seat of the fire'],
    ],
    metrics: [
      ['Foam flow', '3,200 L/min'],
      ['Seat', '412 °C'],
      ['Crew distance', '60 m'],
    ],
  },
  'refinery-leak': {
    place: 'Refinery',
    title: 'Leak patrol, pipe rack 4',
    status: 'Leak found',
    tone: 'alert',
    plan: {
      area: 'Pipe rack 4',
      nodes: [
        { id: 'f1', label: 'Flange F-1', x: C1, y: R1 },
        { id: 'f2', label: 'Flange F-2', x: C2, y: R1 },
        { id: 'f3', label: 'Flange F-3', x: C3, y: R1 },
        { id: 'f4', label: 'Flange F-4', note: 'CH₄ 320 ppm', x: C3, y: R3 },
        { id: 'f5', label: 'Flange F-5', x: C2, y: R3 },
        { id: 'dock', label: 'Dock', x: C1, y: R3 },
      ],
      route: ['f1', 'f2', 'f3', 'f4', 'f5', 'dock'],
      done: 3,
      at: 'f4',
      alert: 'f4',
    },
    events: [
      ['09:20', 'Drone D-7 on the scheduled patrol'],
      ['09:31', 'Methane above baseline at F-4', 'alert'],
      ['09:32', 'Work order sent to maintenance'],
    ],
    metrics: [
      ['Methane', '320 ppm'],
      ['Estimated leak', '0.4 kg/h'],
      ['Trend', 'Rising'],
    ],
  },
  'refinery-emergency': {
    place: 'Refinery',
    title: 'Incident, tank area B',
    status: 'On scene',
    plan: {
      area: 'Tank area B',
      nodes: [
        { id: 'base', label: 'Drone base', x: C1, y: R1 },
        { id: 'gate', label: 'Gate 3', x: C1, y: R3 },
        { id: 'scene', label: 'Incident', note: 'Smoke, tank B2', x: C3, y: R1 + 8, w: 104 },
        { id: 'muster', label: 'Muster point', note: '2 workers', x: C3, y: R3 + 4, w: 100 },
        { id: 'route', label: 'Safe route', x: C2, y: R3 + 4 },
      ],
      route: ['gate', 'route', 'muster'],
      links: [
        ['base', 'scene'],
        ['^scene', 'muster'],
      ],
      at: 'muster',
      alert: 'scene',
    },
    eventsTitle: 'Incident log',
    events: [
      ['14:02', 'Smoke reported at tank B2', 'alert'],
      ['14:04', 'Drone over the scene, live video up'],
      ['14:06', 'Two workers found at the muster point'],
    ],
    metrics: [
      ['Time to scene', '3:40 min'],
      ['H₂S at scene', '0 ppm'],
      ['People located', '2 of 2'],
    ],
  },
  'refinery-valve': {
    place: 'Refinery',
    title: 'Valve V-207, manifold 6',
    status: 'Arm working',
    chart: {
      kind: 'line',
      title: 'Wall thickness, last 12 months',
      now: '8.6 mm',
      values: [10.2, 10.1, 10.1, 9.9, 9.8, 9.6, 9.5, 9.3, 9.1, 9.0, 8.8, 8.6],
      limit: 7.5,
      limitLabel: 'Replace at 7.5 mm',
      from: 'Dec',
      to: 'Nov',
    },
    events: [
      ['10:15', 'Arm RA-3 at the manifold'],
      ['10:18', 'Handwheel turned, valve closed'],
      ['10:22', 'Thickness logged to the digital twin'],
    ],
    metrics: [
      ['Wall thickness', '8.6 mm'],
      ['Vibration', '2.1 mm/s'],
      ['Surface', '61 °C'],
    ],
  },
  'refinery-subsea': {
    place: 'Refinery',
    title: 'Subsea survey, intake line',
    status: 'Diving',
    plan: {
      area: 'Jetty and intake',
      nodes: [
        { id: 'jetty', label: 'Jetty', x: C1, y: R1 },
        { id: 'intake', label: 'Intake 1', x: C1, y: R3 },
        { id: 'kp4', label: 'KP 0.4', note: 'Clear', x: C2, y: R3 },
        { id: 'kp12', label: 'KP 1.2', note: 'Anode worn', x: C3, y: R3 },
        { id: 'outfall', label: 'Outfall', x: C3, y: R1 },
      ],
      route: ['jetty', 'intake', 'kp4', 'kp12', 'outfall'],
      done: 3,
      at: 'kp12',
    },
    events: [
      ['11:00', 'AUV-1 in the water at the jetty'],
      ['11:24', 'Intake screen clear'],
      ['11:51', 'Worn anode at KP 1.2, photographed'],
    ],
    metrics: [
      ['Depth', '14 m'],
      ['Visibility', '2.1 m'],
      ['Findings', '2'],
    ],
  },
  'imaging-worklist': {
    place: 'Radiology',
    title: 'Imaging worklist',
    status: 'Morning list',
    plan: {
      area: 'From scan to report',
      nodes: [
        { id: 'scan', label: 'Scanner', note: 'CT 2', x: C1, y: R1 },
        { id: 'recon', label: 'Reconstruct', x: C2, y: R1 },
        { id: 'ai', label: 'AI read', note: 'Flags urgent', x: C3, y: R1 },
        { id: 'rad', label: 'Radiologist', note: 'Decides', x: C3, y: R3 },
        { id: 'report', label: 'Report', x: C2, y: R3 },
        { id: 'ward', label: 'Ward', x: C1, y: R3 },
      ],
      route: ['scan', 'recon', 'ai', 'rad', 'report', 'ward'],
      done: 3,
      at: 'rad',
    },
    eventsTitle: 'Worklist',
    events: [
      ['08:14', 'CT head, flagged urgent, moved to the top', 'alert'],
      ['08:16', 'Chest X-ray, no finding suggested'],
      ['08:19', 'MRI knee, read and reported'],
    ],
    metrics: [
      ['Studies waiting', '14'],
      ['Time to read', '11 min'],
      ['Flagged urgent', '2'],
    ],
  },
  'drug-screen': {
    place: 'Research',
    title: 'Screening run 42',
    status: 'Running',
    plan: {
      area: 'Candidate funnel',
      nodes: [
        { id: 'lib', label: 'Library', note: '2.4 million', x: C1, y: R1 },
        { id: 'props', label: 'Properties', note: '310,000', x: C2, y: R1 },
        { id: 'bind', label: 'Binding model', note: '4,800', x: C3, y: R1, w: 100 },
        { id: 'top', label: 'Shortlist', note: '40', x: C3, y: R3 },
        { id: 'chem', label: 'Chemist review', x: C2, y: R3, w: 104 },
        { id: 'lab', label: 'Lab', x: C1, y: R3 },
      ],
      route: ['lib', 'props', 'bind', 'top', 'chem', 'lab'],
      done: 3,
      at: 'top',
    },
    events: [
      ['Mon', 'Target structure loaded'],
      ['Tue', 'Toxicity filter removed 88 %'],
      ['Wed', 'Shortlist of 40 ready for review'],
    ],
    metrics: [
      ['Screened', '2.4 M'],
      ['Shortlisted', '40'],
      ['Days so far', '3'],
    ],
  },
  'patient-watch': {
    place: 'Ward 5',
    title: 'Bed 12, remote monitoring',
    status: 'Watching',
    chart: {
      kind: 'line',
      title: 'Heart rate, last 6 hours',
      now: '92 bpm',
      values: [74, 75, 73, 76, 78, 77, 80, 83, 82, 86, 89, 92],
      limit: 110,
      limitLabel: 'Alert at 110 bpm',
      from: '02:00',
      to: '08:00',
    },
    events: [
      ['06:30', 'Early-warning score rose from 1 to 3'],
      ['06:31', 'Ward nurse told, no alarm at the bedside'],
      ['06:48', 'Nurse checked, observation noted'],
    ],
    metrics: [
      ['Heart rate', '92 bpm'],
      ['Oxygen', '95 %'],
      ['Warning score', '3'],
    ],
  },
  'city-plan': {
    place: 'Eternity City',
    title: 'City plan',
    status: 'Central district',
    plan: {
      area: 'Central district',
      nodes: [
        { id: 'arrive', label: 'Arrivals', x: C1, y: R3 },
        { id: 'cross', label: 'Crossing', x: C2, y: R2 },
        { id: 'bank', label: 'Bank', note: '41 inside', x: C1, y: R1 },
        { id: 'cars', label: 'Showroom', note: '18 inside', x: C3, y: R1 },
        { id: 'store', label: 'Store', note: '86 inside', x: C3, y: R3 },
        { id: 'campus', label: 'Campus', x: C2, y: R1 - 8 },
        { id: 'hq', label: 'HQ tower', x: C2, y: R3 + 20 },
      ],
      route: ['arrive', '^cross', 'cars'],
      links: [
        ['cross', 'bank'],
        ['^cross', 'store'],
        ['^cross', 'campus'],
        ['^cross', 'hq'],
      ],
      at: 'cars',
    },
    eventsTitle: 'Now',
    events: [
      ['10:40', 'Showroom opened a test-drive slot'],
      ['10:41', 'Bank: adviser room 2 free'],
      ['10:42', 'Store: live event starts at 11:00'],
    ],
    metrics: [
      ['In the city', '212'],
      ['Spaces open', '5'],
      ['Signed in today', '1,038'],
    ],
  },
  'campus-day': {
    place: 'Campus',
    title: 'Chemistry, year 2',
    status: 'In class',
    plan: {
      area: 'Science building',
      nodes: [
        { id: 'gate', label: 'Entrance', x: C1, y: R3 },
        { id: 'hall', label: 'Lecture hall', note: '64 students', x: C1, y: R1, w: 100 },
        { id: 'lab', label: 'Virtual lab', note: 'Titration', x: C2, y: R1 },
        { id: 'library', label: 'Library', x: C3, y: R1 },
        { id: 'exam', label: 'Exam hall', x: C3, y: R3 },
        { id: 'tutor', label: 'AI tutor', x: C2, y: R3 },
      ],
      route: ['gate', 'hall', 'lab'],
      links: [
        ['lab', 'library'],
        ['^library', 'exam'],
        ['^lab', 'tutor'],
      ],
      at: 'lab',
    },
    events: [
      ['09:00', 'Lecture on acid-base balance'],
      ['10:05', 'Lab session opened for 64'],
      ['10:12', 'AI tutor hinted on step 3 for 9 students'],
    ],
    metrics: [
      ['Students in', '64'],
      ['Lab runs', '118'],
      ['Certificates', '0 pending'],
    ],
  },
  'store-floor': {
    place: 'Your store',
    title: 'Store floor',
    status: 'Open',
    plan: {
      area: 'Ground floor',
      nodes: [
        { id: 'door', label: 'Entrance', x: C1, y: R3 },
        { id: 'new', label: 'New arrivals', x: C1, y: R1, w: 100 },
        { id: 'scent', label: 'Fragrance', note: '3D bottle', x: C2, y: R1 },
        { id: 'fit', label: 'Fitting room', x: C3, y: R1, w: 96 },
        { id: 'pay', label: 'Checkout', note: '2 in line', x: C3, y: R3 },
        { id: 'live', label: 'Live stage', x: C2, y: R3 },
      ],
      route: ['door', 'new', 'scent', 'fit', 'pay'],
      done: 2,
      links: [['live', 'pay']],
      at: 'scent',
    },
    events: [
      ['12:02', 'Shopper turned the bottle over, 6 times'],
      ['12:03', 'Added to basket: eau de parfum 50 ml'],
      ['12:05', 'Stock checked in your system: 23 left'],
    ],
    metrics: [
      ['Shoppers now', '86'],
      ['Basket rate', '12 %'],
      ['Orders today', '143'],
    ],
  },
  'product-views': {
    place: 'Your store',
    title: '3D products',
    status: 'Published',
    chart: {
      kind: 'bars',
      title: 'Views by hour today',
      now: '1,906',
      values: [40, 62, 95, 140, 188, 171, 150, 162, 230, 264, 221, 173],
      highlight: 9,
      from: '09:00',
      to: '20:00',
    },
    events: [
      ['11:40', 'Eau de parfum 50 ml: 412 views'],
      ['11:52', 'Leather tote: opened and closed 96 times'],
      ['12:10', 'Trainer: 3D model updated'],
    ],
    metrics: [
      ['Models', '1,240'],
      ['Load on 4G', '1.8 s'],
      ['Turns a view', '6'],
    ],
  },
  'branch-floor': {
    place: 'Your branch',
    title: 'Branch floor',
    status: 'Open',
    plan: {
      area: 'Virtual branch',
      nodes: [
        { id: 'door', label: 'Door', x: C1, y: R3 },
        { id: 'concierge', label: 'AI concierge', x: C1, y: R1, w: 100 },
        { id: 'id', label: 'Identity check', x: C2, y: R1, w: 100 },
        { id: 'loan', label: 'Loan desk', note: '3 waiting', x: C3, y: R1 },
        { id: 'card', label: 'Card desk', note: 'Free', x: C3, y: R3 },
        { id: 'adviser', label: 'Adviser room', x: C2, y: R3, w: 100 },
      ],
      route: ['door', 'concierge', 'id', 'loan'],
      done: 3,
      links: [
        ['^id', 'adviser'],
        ['^loan', 'card'],
      ],
      at: 'loan',
    },
    eventsTitle: 'Concierge',
    events: [
      ['10:41', '“I would like a car loan.”'],
      ['10:41', 'Sent to the loan desk, conversation attached'],
      ['10:44', 'Adviser took over from the concierge'],
    ],
    metrics: [
      ['In the branch', '41'],
      ['Wait at loans', '6 min'],
      ['Answered by AI', '68 %'],
    ],
  },
  'showroom-floor': {
    place: 'Your showroom',
    title: 'Showroom floor',
    status: 'Open',
    plan: {
      area: 'Showroom',
      nodes: [
        { id: 'door', label: 'Entrance', x: C1, y: R3 },
        { id: 'bay', label: 'Model bay', note: '6 cars', x: C1, y: R1 },
        { id: 'config', label: 'Configurator', x: C2, y: R1, w: 100 },
        { id: 'compare', label: 'Compare', x: C3, y: R1 },
        { id: 'drive', label: 'Test drive', note: 'Book a slot', x: C3, y: R3 },
        { id: 'finance', label: 'Finance desk', x: C2, y: R3, w: 100 },
      ],
      route: ['door', 'bay', 'config', 'compare', 'drive'],
      done: 3,
      links: [['finance', 'drive']],
      at: 'compare',
    },
    events: [
      ['15:10', 'Visitor configured the estate, grey, 19 inch'],
      ['15:13', 'Compared with the hybrid saloon'],
      ['15:15', 'Test drive booked at your dealer'],
    ],
    metrics: [
      ['Visitors now', '18'],
      ['Configurations', '240'],
      ['Test drives', '9'],
    ],
  },
  'hq-floor': {
    place: 'Your HQ',
    title: 'Onboarding day',
    status: 'Week 1',
    plan: {
      area: 'HQ tower',
      nodes: [
        { id: 'lobby', label: 'Lobby', x: C1, y: R3 },
        { id: 'hall', label: 'Town hall', note: '120 seated', x: C1, y: R1 },
        { id: 'tour', label: 'Office tour', x: C2, y: R1 },
        { id: 'rooms', label: 'Meeting rooms', note: '4 of 6 busy', x: C3, y: R1, w: 104 },
        { id: 'help', label: 'IT desk', x: C3, y: R3 },
        { id: 'cafe', label: 'Café', x: C2, y: R3 },
      ],
      route: ['lobby', 'hall', 'tour', 'rooms'],
      done: 2,
      links: [
        ['cafe', 'help'],
        ['^tour', 'cafe'],
      ],
      at: 'tour',
    },
    events: [
      ['09:00', 'Town hall for 24 new starters'],
      ['09:45', 'Office tour, group 1 of 3'],
      ['10:30', 'Laptops handed out at the IT desk'],
    ],
    metrics: [
      ['New starters', '24'],
      ['Rooms busy', '4'],
      ['In the tower', '180'],
    ],
  },
  'machine-health': {
    place: 'Plant 2',
    title: 'Press line, motor M-4',
    status: 'Warning',
    tone: 'alert',
    chart: {
      kind: 'line',
      title: 'Bearing vibration, 30 days',
      now: '6.2 mm/s',
      values: [2.4, 2.5, 2.4, 2.6, 2.7, 2.6, 2.9, 3.1, 3.4, 3.9, 4.6, 5.4, 6.2],
      limit: 7.1,
      limitLabel: 'Alarm at 7.1 mm/s',
      from: '1 Nov',
      to: 'Today',
    },
    events: [
      ['Mon', 'Vibration trend leaving its band'],
      ['Tue', 'Bearing wear predicted in 9 days', 'alert'],
      ['Tue', 'Work order WO-1182 raised'],
    ],
    metrics: [
      ['Vibration', '6.2 mm/s'],
      ['Failure in', '9 days'],
      ['Evidence', '4 sensors'],
    ],
  },
  'sensor-platform': {
    place: 'Plant 2',
    title: 'Sensor platform',
    status: 'Streaming',
    plan: {
      area: 'From sensor to work order',
      nodes: [
        { id: 'sensors', label: 'Sensors', note: '1,240', x: C1, y: R1 },
        { id: 'gateway', label: 'Gateway', note: 'Edge filter', x: C2, y: R1 },
        { id: 'historian', label: 'Historian', x: C3, y: R1 },
        { id: 'model', label: 'Failure model', x: C3, y: R3, w: 104 },
        { id: 'cmms', label: 'Work orders', note: 'Your CMMS', x: C2, y: R3 },
        { id: 'team', label: 'Maintenance', x: C1, y: R3, w: 100 },
      ],
      route: ['sensors', 'gateway', 'historian', 'model', 'cmms', 'team'],
      done: 4,
      at: 'cmms',
    },
    events: [
      ['07:00', 'Night shift data checked, 0 gaps'],
      ['07:12', 'Model retrained on 30 days'],
      ['07:15', 'WO-1182 sent to your CMMS'],
    ],
    metrics: [
      ['Sensors', '1,240'],
      ['Readings a second', '8,600'],
      ['Data gaps', '0'],
    ],
  },
  'dealer-insights': {
    place: 'Your showrooms',
    title: 'Dealer insight, 30 days',
    status: 'Updated 5 min ago',
    chart: {
      kind: 'bars',
      title: 'Test drives booked by week',
      now: '126',
      values: [18, 22, 19, 27, 31, 29, 35, 41],
      highlight: 7,
      from: 'Oct',
      to: 'This week',
    },
    eventsTitle: 'Forecast',
    events: [
      ['Dec', 'Estate, grey: 14 orders likely, 9 in stock'],
      ['Dec', 'Hybrid saloon: demand up 18 % on configurations'],
      ['Jan', 'Order two more demo cars for the north dealer'],
    ],
    metrics: [
      ['Visitors', '4,210'],
      ['Configurations', '1,380'],
      ['Test drives', '126'],
    ],
  },
  'branch-queries': {
    place: 'Your branch',
    title: 'Dept wise queries',
    status: 'Today',
    chart: {
      kind: 'bars',
      title: 'Queries by department',
      now: '312',
      values: [118, 84, 57, 31, 22],
      highlight: 0,
      labels: ['Loans', 'Accounts', 'Cards', 'Insurance', 'Forex'],
    },
    eventsTitle: 'Journeys',
    events: [
      ['10:41', 'Door, concierge, loan desk, adviser: 14 min'],
      ['10:52', 'Door, card desk: 3 min'],
      ['11:05', 'Door, concierge, accounts: 6 min'],
    ],
    metrics: [
      ['Visitors today', '486'],
      ['Queries', '312'],
      ['Median wait', '4 min'],
    ],
  },
  'store-sign-ins': {
    place: 'Your store',
    title: 'Shoppers and orders',
    status: 'Synced with your shop',
    chart: {
      kind: 'line',
      title: 'Sign-ins per day, 30 days',
      now: '1,106',
      values: [640, 700, 660, 720, 810, 780, 760, 850, 900, 870, 940, 1010, 980, 1106],
      from: '1 Nov',
      to: 'Today',
    },
    eventsTitle: 'From your platform',
    events: [
      ['12:03', 'Basket sent to checkout, 2 items'],
      ['12:04', 'Payment taken by your provider'],
      ['12:05', 'Stock updated: 23 left'],
    ],
    metrics: [
      ['Sign-ins today', '1,106'],
      ['Orders', '143'],
      ['Sold twice', '0'],
    ],
  },
  'audit-trail': {
    place: 'Super admin',
    title: 'Audit log',
    status: 'Append-only',
    table: {
      title: 'Every change, who and when',
      columns: ['Time', 'Who', 'Did'],
      rows: [
        ['09:12', 'M. Haddad', 'Signed in, second factor'],
        ['09:14', 'M. Haddad', 'Invited a manager'],
        ['09:20', 'J. Okafor', 'Changed a lead to Qualified'],
        ['09:31', 'System', 'Ended 2 idle sessions'],
        ['09:40', 'J. Okafor', 'Exported 12 leads'],
      ],
    },
    eventsTitle: 'Sessions',
    events: [
      ['09:12', 'Refresh token rotated'],
      ['09:31', 'Idle session ended after 30 min'],
      ['09:33', 'Reused token refused, session revoked', 'alert'],
    ],
    metrics: [
      ['Changes today', '48'],
      ['Admins signed in', '3'],
      ['Failed sign-ins', '1'],
    ],
  },
  'booking-flow': {
    place: 'Your request',
    title: 'From form to meeting',
    status: 'Booked',
    plan: {
      area: 'What happens when you write',
      nodes: [
        { id: 'form', label: 'Your request', x: C1, y: R1, w: 100 },
        { id: 'office', label: 'Office', note: 'By your country', x: C2, y: R1, w: 100 },
        { id: 'rep', label: 'Specialist', note: 'Same sector', x: C3, y: R1 },
        { id: 'slot', label: 'Time slot', note: 'You choose', x: C3, y: R3 },
        { id: 'invite', label: 'Invite', note: 'To your calendar', x: C2, y: R3, w: 104 },
        { id: 'call', label: 'First call', x: C1, y: R3 },
      ],
      route: ['form', 'office', 'rep', 'slot', 'invite', 'call'],
      done: 4,
      at: 'invite',
    },
    events: [
      ['10:02', 'Request received'],
      ['10:02', 'Sent to the office that serves your country'],
      ['10:04', 'Slot chosen, invite sent to both sides'],
    ],
    metrics: [
      ['Fields', '5'],
      ['Session', '30 min'],
      ['Reply', '1 business day'],
    ],
  },
  'metaverse-members': {
    place: 'Business console',
    title: 'Your branch, members',
    status: 'This month',
    table: {
      title: 'Members',
      columns: ['Name', 'Joined', 'Signed in by'],
      rows: [
        ['Amal R.', '2 Dec', 'Phone code'],
        ['Jonas K.', '1 Dec', 'Google'],
        ['Priya S.', '1 Dec', 'TV screen code'],
        ['Omar F.', '30 Nov', 'Phone code'],
        ['Lena M.', '29 Nov', 'Google'],
      ],
    },
    eventsTitle: 'Team',
    events: [
      ['Owner', 'Your company, 1 admin'],
      ['Managers', '2, each with their own sign-in'],
      ['Builds', 'Web, Windows and headset, one console'],
    ],
    metrics: [
      ['Members', '1,842'],
      ['Sign-ins, 30 days', '6,390'],
      ['Managers', '2'],
    ],
  },
  'identity-check': {
    place: 'Onboarding',
    title: 'New account, identity check',
    status: 'Verified',
    plan: {
      area: 'One applicant, seven checks',
      nodes: [
        { id: 'doc', label: 'Passport', note: 'Chip and MRZ', x: C1, y: R1 },
        { id: 'face', label: 'Face match', note: 'Live, 0.98', x: C2, y: R1 },
        { id: 'lists', label: 'Sanctions', note: 'PEP, clear', x: C3, y: R1 },
        { id: 'device', label: 'Device', note: 'Seen before', x: C3, y: R3 },
        { id: 'score', label: 'Risk score', note: '12 of 100', x: C2, y: R3 },
        { id: 'open', label: 'Account', note: 'Opened', x: C1, y: R3 },
      ],
      route: ['doc', 'face', 'lists', 'device', 'score', 'open'],
      at: 'open',
    },
    eventsTitle: 'Why',
    events: [
      ['0.8 s', 'Document genuine, data matches the chip'],
      ['1.9 s', 'Same person, live, no mask or replay'],
      ['2.4 s', 'Low risk: opened without a manual review'],
    ],
    metrics: [
      ['Checks', '7'],
      ['Time', '2.4 s'],
      ['Manual review', 'No'],
    ],
  },
  'contract-release': {
    place: 'Token contract',
    title: 'Release v2.1 to mainnet',
    status: 'Awaiting signers',
    plan: {
      area: 'Release pipeline',
      nodes: [
        { id: 'spec', label: 'Spec', note: 'Signed off', x: C1, y: R1 },
        { id: 'tests', label: 'Tests', note: '412 of 412', x: C2, y: R1 },
        { id: 'audit', label: 'Audit', note: '2 fixed, 0 open', x: C3, y: R1 },
        { id: 'testnet', label: 'Testnet', note: '14 days clean', x: C3, y: R3 },
        { id: 'multisig', label: 'Multisig', note: '3 of 5 signed', x: C2, y: R3 },
        { id: 'mainnet', label: 'Mainnet', x: C1, y: R3 },
      ],
      route: ['spec', 'tests', 'audit', 'testnet', 'multisig', 'mainnet'],
      done: 4,
      at: 'multisig',
    },
    eventsTitle: 'Changes',
    events: [
      ['Mon', 'Audit finding 1 fixed: reentrancy guard on claim()'],
      ['Wed', 'Upgrade proxy tested on a mainnet fork'],
      ['Today', 'Third of five signers approved'],
    ],
    metrics: [
      ['Gas per transfer', '41,200'],
      ['Test coverage', '98 %'],
      ['Open findings', '0'],
    ],
  },
  'world-builds': {
    place: 'Your metaverse',
    title: 'Builds',
    status: 'Published',
    plan: {
      area: 'One project, every screen',
      nodes: [
        { id: 'project', label: 'Your world', note: 'One project', x: C1, y: R2 },
        { id: 'build', label: 'Build', note: 'One pipeline', x: C2, y: R2 },
        { id: 'web', label: 'Browser', note: 'No download', x: C3, y: R1 },
        { id: 'apps', label: 'Apps', note: 'Phone, desktop', x: C3, y: R2 },
        { id: 'vr', label: 'Headset', note: 'Full immersion', x: C3, y: R3 },
      ],
      route: ['project', 'build', 'web'],
      links: [
        ['build', 'apps'],
        ['build', 'vr'],
      ],
      at: 'web',
    },
    metrics: [
      ['Platforms', '6'],
      ['Projects', '1'],
      ['Download to visit', 'None'],
    ],
  },
  // /blockchain's six lifecycle stages, each as its plan alone (view 'plan'): what the stage produces, in the line
  // style of every other diagram (SPEC 2.3: "each with illustration").
  'lifecycle-ideation': {
    place: 'Lifecycle',
    title: 'Ideation & Consulting',
    status: '',
    plan: {
      area: 'Is a chain the right tool?',
      nodes: [
        { id: 'workshop', label: 'Workshop', note: 'Your teams', x: C1, y: R1 },
        { id: 'case', label: 'Use case', note: 'One process', x: C2, y: R2 },
        { id: 'people', label: 'Stakeholders', x: C3, y: R1 },
        { id: 'rules', label: 'Regulation', x: C3, y: R3 },
        { id: 'outcome', label: 'Outcome', note: 'One measure', x: C1, y: R3 },
      ],
      route: ['workshop', 'case', 'outcome'],
      links: [
        ['case', 'people'],
        ['case', 'rules'],
      ],
      at: 'outcome',
    },
    metrics: [],
  },
  'lifecycle-architecture': {
    place: 'Lifecycle',
    title: 'Architecture & Protocol Selection',
    status: '',
    plan: {
      area: 'Protocol choice',
      nodes: [
        { id: 'speed', label: 'Throughput', x: C1, y: R1 },
        { id: 'privacy', label: 'Privacy', x: C1, y: R2 },
        { id: 'cost', label: 'Cost', x: C1, y: R3 },
        { id: 'record', label: 'Decision', note: 'Written down', x: C2, y: R2 },
        { id: 'public', label: 'Public', x: C3, y: R1 },
        { id: 'hybrid', label: 'Hybrid', note: 'Chosen', x: C3, y: R2 },
        { id: 'private', label: 'Private', x: C3, y: R3 },
      ],
      route: ['privacy', 'record', 'hybrid'],
      links: [
        ['speed', 'record'],
        ['cost', 'record'],
        ['record', '^public'],
        ['record', '^private'],
      ],
      at: 'hybrid',
    },
    metrics: [],
  },
  'lifecycle-contracts': {
    place: 'Lifecycle',
    title: 'Smart Contract & App Development',
    status: '',
    plan: {
      area: 'A fortnightly release',
      nodes: [
        { id: 'contract', label: 'Contract', note: 'Upgradeable', x: C1, y: R1 },
        { id: 'tests', label: 'Tests', note: 'Unit and fuzz', x: C2, y: R1 },
        { id: 'testnet', label: 'Testnet', note: 'You try it', x: C3, y: R1 },
        { id: 'wallet', label: 'Wallet', x: C1, y: R3 },
        { id: 'dashboard', label: 'Dashboard', x: C2, y: R3 },
        { id: 'api', label: 'API', x: C3, y: R3 },
      ],
      route: ['contract', 'tests', 'testnet'],
      links: [
        ['contract', 'wallet'],
        ['tests', 'dashboard'],
        ['testnet', 'api'],
      ],
      at: 'testnet',
    },
    metrics: [],
  },
  'lifecycle-maintenance': {
    place: 'Lifecycle',
    title: 'Maintenance & Upgrades',
    status: '',
    plan: {
      area: 'A governed upgrade',
      nodes: [
        { id: 'live', label: 'v1.2', note: 'Running', x: C1, y: R2 },
        { id: 'watch', label: 'Monitoring', note: 'Nodes, contracts', x: C2, y: R1 },
        { id: 'patch', label: 'Patches', note: 'Dependencies', x: C2, y: R3 },
        { id: 'next', label: 'v1.3', note: 'Vote passed', x: C3, y: R2 },
      ],
      route: ['live', 'next'],
      links: [
        ['live', '^watch'],
        ['live', '^patch'],
        ['watch', 'next'],
        ['patch', 'next'],
      ],
      at: 'next',
    },
    metrics: [],
  },
  'lifecycle-deployment': {
    place: 'Lifecycle',
    title: 'Deployment & Scalability',
    status: '',
    plan: {
      area: 'Scale as usage grows',
      nodes: [
        { id: 'code', label: 'Code', note: 'Infra as code', x: C1, y: R2 },
        { id: 'mainnet', label: 'Mainnet', x: C2, y: R2 },
        { id: 'l2', label: 'Layer 2', note: 'Cheaper fees', x: C3, y: R1 },
        { id: 'validators', label: 'Validators', note: 'Added as needed', x: C3, y: R3 },
      ],
      route: ['code', 'mainnet', 'l2'],
      links: [['mainnet', 'validators']],
      at: 'l2',
    },
    metrics: [],
  },
  'lifecycle-integration': {
    place: 'Lifecycle',
    title: 'Integration & AI Augmentation',
    status: '',
    plan: {
      area: 'Your systems, one ledger',
      nodes: [
        { id: 'erp', label: 'ERP', x: C1, y: R1 },
        { id: 'core', label: 'Core banking', x: C1, y: R3 },
        { id: 'chain', label: 'Ledger', x: C2, y: R2 },
        { id: 'crm', label: 'CRM', x: C3, y: R1 },
        { id: 'ai', label: 'AI model', note: 'Fraud score', x: C3, y: R3 },
      ],
      route: ['erp', 'chain', 'ai'],
      links: [
        ['core', 'chain'],
        ['chain', '^crm'],
      ],
      at: 'ai',
    },
    metrics: [],
  },
} as const satisfies Record<string, ScreenSpec>;

export type ScreenId = keyof typeof SCREENS;
