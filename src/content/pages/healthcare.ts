import type { HealthcareSectionId } from '../scroll-hints';
import type { Cta, Hero, PageMeta, Section } from '../content-types';

export interface HealthcarePage {
  meta: PageMeta;
  hero: Hero;
  sections: (Section & { id: HealthcareSectionId })[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

const bookDemo: Cta = { kind: 'demo', label: 'Book a Demo' };

export const HEALTHCARE_PAGE: HealthcarePage = {
  meta: {
    title: 'Healthcare AI | Medical Imaging, Drug Discovery and Health Monitoring',
    description:
      'Healthcare AI from Eternity: medical imaging SaaS that triages urgent scans, faster drug discovery and continuous remote health monitoring.',
  },
  hero: {
    eyebrow: 'Healthcare AI',
    heading: 'More time for patients, less time waiting',
    lead: 'AI that supports clinicians and researchers: it reads images, screens molecules and watches vital signs, and always leaves the decision with a person.',
    ctas: [bookDemo],
    image: { render: 'hospital-imaging' },
    imageAlt: 'An MRI scanner with a patient on its table; a wall screen shows brain scan slices with a highlighted region.',
  },
  sections: [
    {
      id: 'medical-imaging-saas',
      heading: 'Medical Imaging SaaS',
      lead: 'Cloud imaging AI that puts the most urgent studies at the top of the worklist.',
      bullets: [
        'Triage for X-ray, CT and MRI studies with highlighted regions of interest',
        'Works with existing PACS and reporting tools over DICOM',
        'Clinician feedback loops and performance monitoring per site',
      ],
    },
    {
      id: 'drug-discovery',
      heading: 'AI Drug Discovery',
      lead: 'Narrow millions of candidate molecules to the few worth testing in the lab.',
      image: { render: 'hospital-imaging-drug-discovery' },
      imageAlt: 'A lab bench with a ball-and-stick molecule model, glassware, a sample plate and a screen showing the molecule.',
      bullets: [
        'Property and binding prediction for candidate molecules',
        'Generative design that respects synthesis constraints',
        'Experiment tracking with results recorded on a tamper-evident ledger',
      ],
      ctas: [bookDemo],
    },
    {
      id: 'health-monitoring',
      heading: 'Health Monitoring',
      lead: 'Continuous monitoring from wearables and bedside devices, with alerts that respect clinical workflows.',
      image: { render: 'hospital-imaging-patient-monitoring' },
      imageAlt: 'A patient in a hospital bed beside a monitor showing heart, oxygen and breathing traces.',
      bullets: [
        'Early-warning scores from heart rate, oxygen saturation and movement',
        'Remote programmes for chronic conditions and post-discharge care',
        'Consent, access and data residency controls for patient data',
      ],
    },
  ],
  closing: {
    heading: 'Bring AI into your care pathway',
    text: 'We start with one department and one measurable outcome, agreed with your clinical leads.',
    ctas: [bookDemo],
  },
};
