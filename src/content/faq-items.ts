import type { patterns } from '@/config/paths';

/** SPEC part 3. Structured text, not HTML: nothing is parsed at run time, links stay on-site (docs/decisions/0017). */

export const FAQ_CATEGORY_VALUES = [
  'General Questions',
  'Banking Metaverse',
  'Automotive Metaverse',
  'Manufacturing Metaverse',
  'Retail Metaverse',
  'Frequently Asked Questions',
] as const;

export type FaqCategory = (typeof FAQ_CATEGORY_VALUES)[number];

export interface FaqItem {
  id: number;
  category: FaqCategory;
  question: string;
  answer: FaqBlock[];
}

/** No `:id` patterns; optionally with a section anchor: `/contactus`, `/faq#top`. */
type PublicPath = Exclude<(typeof patterns)[keyof typeof patterns], object | `${string}:${string}`>;
export type FaqLinkTarget = PublicPath | `${PublicPath}#${string}`;

export type FaqInline = string | { strong: string } | { link: string; to: FaqLinkTarget };

export type FaqBlock = { p: FaqInline[] } | { ul: FaqInline[][] };

/** 'Frequently Asked Questions' is shown on Contact us instead of the /faq sidebar. */
export interface FaqCategoryTab {
  label: string;
  category: FaqCategory;
}

export const FAQ_CATEGORIES: FaqCategoryTab[] = [
  { label: 'General questions', category: 'General Questions' },
  { label: 'Banking Metaverse', category: 'Banking Metaverse' },
  { label: 'Automotive Metaverse', category: 'Automotive Metaverse' },
  { label: 'Manufacturing Metaverse', category: 'Manufacturing Metaverse' },
  { label: 'Retail Metaverse', category: 'Retail Metaverse' },
];

export const DEFAULT_FAQ_CATEGORY: FaqCategory = 'General Questions';

export const CONTACT_FAQ_CATEGORY: FaqCategory = 'Frequently Asked Questions';

type Draft = Omit<FaqItem, 'id' | 'category'>;

const GENERAL: Draft[] = [
  {
    question: 'What does Eternity do?',
    answer: [
      { p: ['Eternity builds enterprise products on three technologies: ', { strong: 'blockchain' }, ', ', { strong: 'artificial intelligence' }, ' and the ', { strong: 'metaverse' }, '. We design, build and run them for banks, retailers, carmakers, manufacturers, energy companies and schools.'] },
      { p: ['Our flagship products are an eKYC and fraud-prevention suite with 250+ verification APIs, a cloud cost optimisation platform, an automotive data intelligence engine and a banking metaverse.'] },
    ],
  },
  {
    question: 'What is Eternity City?',
    answer: [
      { p: ['Eternity City is our persistent virtual city. Companies open branded spaces in it, such as a bank branch, a car showroom or a store, and their customers visit as avatars from a browser, a phone or a VR headset.'] },
      { p: ['Each space is connected to the company’s real systems, so a visit can end in a verified account, a booked test drive or an order.'] },
    ],
  },
  {
    question: 'Do my customers need a VR headset?',
    answer: [
      { p: ['No. Every space runs in a modern web browser and in our Android and iOS apps. Headsets such as Meta Quest are supported for people who want full immersion, but nobody is excluded without one.'] },
    ],
  },
  {
    question: 'How do visitors log in to Eternity City?',
    answer: [
      { p: ['Visitors sign in with a one-time code sent to their phone or with their Google account. On a shared screen, such as a kiosk or a TV, they can enter the six-character code displayed on it instead.'] },
    ],
  },
  {
    question: 'Which industries do you work with?',
    answer: [
      { p: ['Our largest deployments are in banking and financial services, automotive, retail and e-commerce, manufacturing, oil and gas, healthcare and education. The building blocks are shared, so we adapt proven components rather than starting from scratch.'] },
    ],
  },
  {
    question: 'How large is Eternity?',
    answer: [
      { p: ['We serve ', { strong: '200+ enterprise clients' }, ', including ', { strong: '5+ banks' }, ', with products deployed in ', { strong: '150+ countries' }, '. Our teams work from Dubai (headquarters), Noida, Pune and London.'] },
    ],
  },
  {
    question: 'Can you build on our existing systems instead of replacing them?',
    answer: [
      { p: ['Yes, and that is how most projects start. We connect to core banking, ERP, CRM, dealer management and identity systems through their APIs or through a lightweight integration layer we maintain. Your systems remain the source of truth.'] },
    ],
  },
  {
    question: 'How is our data protected?',
    answer: [
      {
        // What the software does (docs/decisions/0060); the earlier list promised encryption at rest and single sign-on,
        // which it does not provide.
        ul: [
          ['Your data stays in the database you run: on your servers, in the jurisdiction you choose'],
          ['Passwords hashed with argon2id; sessions that rotate, expire and can be ended; a second factor for the super admin'],
          ['Every change in the consoles recorded in an append-only audit log, kept for as many days as you set'],
          ['Strict browser security headers on every page, and no third-party scripts'],
        ],
      },
      { p: ['The details are on our ', { link: 'Security', to: '/security' }, ' page.'] },
    ],
  },
  {
    question: 'How long does a typical project take?',
    answer: [
      { p: ['A branded metaverse space built from our templates usually goes live in ', { strong: '6 to 10 weeks' }, '. A custom blockchain platform or an AI model trained on your data typically takes ', { strong: '3 to 6 months' }, ', delivered in fortnightly increments you can test.'] },
    ],
  },
  {
    question: 'How do I book a demo?',
    answer: [
      { p: ['Use any ', { strong: 'Book a demo' }, ' or ', { strong: 'Ask an Expert' }, ' button on this site, or write to us from the ', { link: 'Contact us', to: '/contactus' }, ' page. A specialist for your industry replies within one business day.'] },
    ],
  },
];

const BANKING: Draft[] = [
  {
    question: 'What is a banking metaverse?',
    answer: [
      { p: ['A banking metaverse is a virtual bank branch that customers visit online as avatars. They can talk to an adviser, open an account, apply for a loan or a card and get answers from an AI concierge, without travelling to a physical branch.'] },
    ],
  },
  {
    question: 'Which services can customers complete in the virtual branch?',
    answer: [
      {
        ul: [
          ['Account opening with video eKYC and document verification'],
          ['Loan and credit card applications with instant eligibility checks'],
          ['Appointments with relationship managers and specialists'],
          ['Guided tours of products such as savings plans and insurance'],
        ],
      },
    ],
  },
  {
    question: 'Is account opening in the metaverse compliant with KYC rules?',
    answer: [
      { p: ['Yes. Identity checks run through Eternity Verify, which supports video KYC, liveness detection, document checks and sanctions screening. Every decision is logged with evidence so your compliance team can review it.'] },
    ],
  },
  {
    question: 'Does the virtual branch connect to our core banking system?',
    answer: [
      { p: ['Yes. We integrate through your core banking APIs or middleware. The virtual branch only reads and writes what each journey needs, and every call is authenticated and recorded.'] },
    ],
  },
  {
    question: 'Can we design the branch to match our brand?',
    answer: [
      { p: ['Yes. Architecture, signage, colours, adviser uniforms and music are all customisable. Most banks start from one of our branch templates and replace the brand layer in two to three weeks.'] },
    ],
  },
  {
    question: 'How are departments such as loans and cards organised?',
    answer: [
      { p: ['Each department has its own room with its own staff, opening hours and query queue. Managers see visits and queries per department on their dashboard, for example daily visitors and open loan enquiries.'] },
    ],
  },
  {
    question: 'What does the bank see on its dashboard?',
    answer: [
      { p: ['The dashboard shows visitors per day, queries per department, branch-by-branch comparisons and the journey of each registered visitor, from first visit to the services they used.'] },
    ],
  },
  {
    question: 'Can advisers serve customers from their usual desk?',
    answer: [
      { p: ['Yes. Advisers join from a desktop browser; a headset is optional. They appear as avatars in the branch and can share documents, screens and calculators with the customer.'] },
    ],
  },
  {
    question: 'How many banks already use the Eternity banking metaverse?',
    answer: [
      { p: ['More than five banks run virtual branches on our platform today. We are happy to arrange a reference call once we understand your use case; ', { link: 'contact us', to: '/contactus' }, ' to start.'] },
    ],
  },
];

const AUTOMOTIVE: Draft[] = [
  {
    question: 'What is an automotive metaverse showroom?',
    answer: [
      { p: ['It is a virtual showroom where buyers walk around true-to-scale 3D models of your vehicles, change colours, trims and wheels in real time and talk to a sales consultant, from anywhere.'] },
    ],
  },
  {
    question: 'Can buyers configure a car in the showroom?',
    answer: [
      { p: ['Yes. The configurator reads your model, trim and options data, so prices and availability match your dealer systems. Buyers can save a configuration and continue it later or at a physical dealer.'] },
    ],
  },
  {
    question: 'Can a visit end in a test drive or a booking?',
    answer: [
      { p: ['Yes. Buyers can book a test drive at a nearby dealer, request a quote or place a refundable reservation. The lead goes straight into your CRM with the configuration attached.'] },
    ],
  },
  {
    question: 'Where do the 3D car models come from?',
    answer: [
      { p: ['We convert your engineering CAD or existing marketing models into optimised real-time models that load quickly on phones and browsers while keeping paint, interior and lighting detail.'] },
    ],
  },
  {
    question: 'Can we launch a new model in the metaverse?',
    answer: [
      { p: ['Yes. Launch events can host thousands of visitors, with keynote stages, reveal animations and private rooms for press and dealers. Recordings and visitor analytics are available right after the event.'] },
    ],
  },
  {
    question: 'How does the showroom use our data?',
    answer: [
      { p: ['Eternity AutoSense links showroom behaviour with telematics, service history and sales data, so you can see which configurations attract interest in each region and forecast demand per dealership.'] },
    ],
  },
  {
    question: 'Does the showroom work for dealer groups as well as manufacturers?',
    answer: [
      { p: ['Yes. Manufacturers can run one national showroom with dealer rooms inside it, and dealer groups can run their own showroom with stock from several brands.'] },
    ],
  },
  {
    question: 'Is there a dashboard for the sales team?',
    answer: [
      { p: ['Yes. It shows daily visitors, the most configured models, test-drive bookings and the journey of each lead, and it links to our ', { strong: 'Login to Dashboard' }, ' page for authorised staff.'] },
    ],
  },
];

const MANUFACTURING: Draft[] = [
  {
    question: 'What is a manufacturing metaverse?',
    answer: [
      { p: ['It is a 3D digital twin of your plant, lines and machines, fed with live data from sensors and control systems. Engineers, managers and partners can inspect it, simulate changes and train on it without stopping production.'] },
    ],
  },
  {
    question: 'Which data does the digital twin use?',
    answer: [
      { p: ['We connect to PLCs, SCADA, historians, MES and IoT gateways over standard protocols such as OPC UA and MQTT. Readings such as temperature, vibration, pressure and throughput appear on the machines they belong to.'] },
    ],
  },
  {
    question: 'Can we predict machine failures?',
    answer: [
      { p: ['Yes. Our predictive maintenance models learn the normal behaviour of each asset and warn you days or weeks before a likely failure, with the sensor evidence and a recommended action.'] },
    ],
  },
  {
    question: 'Can we train operators in the metaverse?',
    answer: [
      { p: ['Yes. Trainees practise start-up, changeover and emergency procedures on a virtual line, with step-by-step guidance and scoring. Mistakes cost nothing, and supervisors see each trainee’s progress.'] },
    ],
  },
  {
    question: 'Can we test a layout change before making it?',
    answer: [
      { p: ['Yes. You can move machines, change cycle times or add shifts in the twin and compare throughput, bottlenecks and walking distances before any physical change.'] },
    ],
  },
  {
    question: 'Is the plant data kept secure?',
    answer: [
      { p: ['Plant connections are outbound-only through an on-site gateway, data is encrypted end to end, and the twin can be hosted in your own cloud account or data centre.'] },
    ],
  },
  {
    question: 'Do you support hazardous sites such as refineries?',
    answer: [
      { p: ['Yes. For oil and gas we combine the twin with robots for firefighting, leak detection and emergency response, robotic arms and sensors, and autonomous underwater vehicles for subsea inspection.'] },
    ],
  },
  {
    question: 'How do we start with one line or one site?',
    answer: [
      { p: ['Most clients begin with a pilot on one critical line: 8 to 12 weeks to connect the data, build the twin and agree the savings to measure. ', { link: 'Contact us', to: '/contactus' }, ' to plan a pilot.'] },
    ],
  },
];

const RETAIL: Draft[] = [
  {
    question: 'What is a retail metaverse store?',
    answer: [
      { p: ['It is a branded 3D store where shoppers browse products as interactive 3D models, get help from staff or an AI assistant and check out through your existing e-commerce platform.'] },
    ],
  },
  {
    question: 'How are products turned into 3D models?',
    answer: [
      { p: ['We create models from product photos, CAD files or physical samples scanned in our studio, and optimise them so they load quickly on phones. Large catalogues are processed in batches with quality checks.'] },
    ],
  },
  {
    question: 'Can shoppers see products in their own room?',
    answer: [
      { p: ['Yes. On supported phones shoppers can place products such as furniture, appliances and decor in their own space with augmented reality, at true scale.'] },
    ],
  },
  {
    question: 'Does the store connect to our e-commerce platform?',
    answer: [
      { p: ['Yes. Prices, stock and orders come from your existing platform, so the metaverse store never oversells. The basket and payment stay on your checkout.'] },
    ],
  },
  {
    question: 'Can we run events and product drops?',
    answer: [
      { p: ['Yes. You can host launches, live shopping sessions with hosts and time-limited drops, with queues and capacity limits to keep the experience smooth.'] },
    ],
  },
  {
    question: 'Do you support loyalty programmes?',
    answer: [
      { p: ['Yes. Our Smart Rewards & Loyalty offering issues points or tokenized rewards for purchases and visits, and can share rewards with partner brands.'] },
    ],
  },
  {
    question: 'What analytics does the retailer get?',
    answer: [
      {
        ul: [
          ['Visitors, dwell time and paths through the store'],
          ['Products viewed, rotated and placed at home'],
          ['Conversion from visit to order, by campaign and region'],
        ],
      },
    ],
  },
  {
    question: 'How quickly can a store go live?',
    answer: [
      { p: ['A store built from our templates with up to 200 products usually goes live in six to eight weeks. Larger catalogues and custom architecture take longer; we agree the plan before work starts.'] },
    ],
  },
];

const FREQUENT: Draft[] = [
  {
    question: 'What happens after I book a demo?',
    answer: [
      { p: ['A specialist for your industry contacts you within one business day to agree a time. The demo takes 30 minutes and is tailored to the use case you describe in your message.'] },
    ],
  },
  {
    question: 'Is the demo free?',
    answer: [
      { p: ['Yes. Demos and the first scoping workshop are free and carry no obligation.'] },
    ],
  },
  {
    question: 'Which information should I include in my request?',
    answer: [
      { p: ['Tell us your industry, the problem you want to solve, the systems you use today and any deadline. The more we know, the more relevant the demo.'] },
    ],
  },
  {
    question: 'Where are your offices?',
    answer: [
      { p: ['Our headquarters is in Dubai, UAE. We also have offices in Noida (India North), Pune (India West) and London (United Kingdom). Addresses and phone numbers are listed on this page.'] },
    ],
  },
  {
    question: 'Can we meet you in person?',
    answer: [
      { p: ['Yes. Our teams visit clients across the Middle East, India and Europe, and you are welcome at any of our offices. We can also meet in Eternity City.'] },
    ],
  },
  {
    question: 'Do you sign NDAs before a project starts?',
    answer: [
      { p: ['Yes. We are happy to sign your NDA or provide our mutual NDA before any confidential information is shared.'] },
    ],
  },
  {
    question: 'How is pricing structured?',
    answer: [
      { p: ['Products are licensed per year, usually by number of users, spaces or API calls. Custom work is priced per project with fixed milestones. We share a written estimate after the scoping workshop.'] },
    ],
  },
  {
    question: 'What support do you offer after launch?',
    answer: [
      { p: ['Every client has a named engineering contact, 24/7 incident response for production systems and a monthly review of usage, performance and upcoming changes.'] },
    ],
  },
  {
    question: 'Are you hiring?',
    answer: [
      { p: ['We regularly hire blockchain, AI, 3D and full-stack engineers. Send your CV and a short note through the ', { link: 'Contact us', to: '/contactus' }, ' form with “Careers” in the message.'] },
    ],
  },
];

const GROUPS: [FaqCategory, Draft[]][] = [
  ['General Questions', GENERAL],
  ['Banking Metaverse', BANKING],
  ['Automotive Metaverse', AUTOMOTIVE],
  ['Manufacturing Metaverse', MANUFACTURING],
  ['Retail Metaverse', RETAIL],
  ['Frequently Asked Questions', FREQUENT],
];

export const FAQ_ITEMS: FaqItem[] = GROUPS.flatMap(([category, drafts]) => drafts.map((d) => ({ ...d, category }))).map(
  (item, index) => ({ id: index + 1, ...item }),
);

export const faqItemsIn = (category: FaqCategory): FaqItem[] => FAQ_ITEMS.filter((i) => i.category === category);
