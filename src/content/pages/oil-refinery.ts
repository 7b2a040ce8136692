import type { OilSectionId } from '../scroll-hints';
import type { Cta, Hero, PageMeta, Section } from '../content-types';

export interface OilRefineryPage {
  meta: PageMeta;
  hero: Hero;
  sections: (Section & { id: OilSectionId })[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

const bookDemo: Cta = { kind: 'demo', label: 'Book a Demo' };

export const OIL_REFINERY_PAGE: OilRefineryPage = {
  meta: {
    title: 'Oil Refinery Robots | Firefighting, Leak Detection and Emergency Response',
    description:
      'AI-guided robots for refineries: firefighting, gas leak detection, emergency response, robotic arms with sensors and autonomous underwater inspection.',
  },
  hero: {
    eyebrow: 'Oil refinery',
    heading: 'Send robots where people should not have to go',
    lead: 'Our AI-guided robots inspect, detect and respond in the hottest, most toxic and most remote parts of your refinery, and feed everything they see into one digital twin.',
    ctas: [bookDemo],
    image: { screen: 'refinery-fleet' },
    imageAlt: 'The robot fleet screen of a refinery unit: a patrol robot’s route from the control room along the pipe rack, a hot spot flagged on a pump, and the morning’s readings.',
  },
  sections: [
    {
      id: 'firefighting-robots',
      heading: 'Firefighting Robots',
      lead: 'Tracked, heat-shielded units that advance on a fire while crews stay at a safe distance.',
      image: { screen: 'refinery-fire' },
      imageAlt: 'A fire response screen: the firefighting robot’s route from the fire station to a burning pump skid, the crew held 60 m back, foam flow and the fire’s temperature.',
      bullets: [
        'Water and foam monitors delivering up to 4,000 litres per minute',
        'Thermal cameras that find the seat of the fire through smoke',
        'Remote or autonomous operation from the control room',
      ],
    },
    {
      id: 'leak-detection-robots',
      heading: 'Leak Detection Robots',
      lead: 'Crawlers and patrol robots that sniff out hydrocarbon and toxic gas leaks before they become incidents.',
      image: { screen: 'refinery-leak' },
      imageAlt: 'A leak patrol screen: a drone’s route past five flanges of a pipe rack, methane above baseline at the fourth, and the work order sent to maintenance.',
      bullets: [
        'Gas sensors and optical gas imaging on scheduled patrol routes',
        'AI models that separate real leaks from normal process emissions',
        'Leak location, size and trend sent straight to maintenance',
      ],
    },
    {
      id: 'emergency-response-robots',
      heading: 'Emergency Response Robots',
      lead: 'Drones and ground robots that reach an incident in minutes and show responders what they are walking into.',
      image: { screen: 'refinery-emergency' },
      layout: 'wide',
      imageAlt: 'An incident screen: a drone over smoke at a tank, the safe route to the muster point where two workers were found, and the time it took to reach the scene.',
      bullets: [
        'Live video, thermal and gas readings from the scene',
        'Two-way audio to reach workers who cannot be reached by radio',
        'Automatic mapping of hazards and safe approach routes',
      ],
      ctas: [bookDemo],
    },
    {
      id: 'robotic-arms-sensors',
      heading: 'Robotic Arms & Sensors',
      lead: 'Precise manipulation and measurement on live equipment, without exposing technicians.',
      image: { screen: 'refinery-valve' },
      imageAlt: 'A valve’s screen: a robotic arm closed it, and a chart of its wall thickness over twelve months against the thickness at which it is replaced.',
      bullets: [
        'Valve operation, sampling and instrument swaps in hazardous zones',
        'Ultrasonic thickness, vibration and temperature measurement',
        'Every reading logged against the asset in your digital twin',
      ],
    },
    {
      id: 'autonomous-underwater-vehicles',
      heading: 'Autonomous Underwater Vehicles',
      lead: 'Subsea inspection of intakes, pipelines and jetties without divers in the water.',
      image: { screen: 'refinery-subsea' },
      imageAlt: 'A subsea survey screen: an underwater vehicle’s route from the jetty along the intake line, with a worn anode found at one point.',
      bullets: [
        'Sonar and camera surveys along pre-planned routes',
        'AI detection of corrosion, free spans and marine growth',
        'Survey reports with locations ready for the repair crew',
      ],
    },
  ],
  closing: {
    heading: 'Make your refinery safer, shift by shift',
    text: 'Start with one unit and one robot. We measure the risk removed and the hours saved before you scale.',
    ctas: [bookDemo],
  },
};
