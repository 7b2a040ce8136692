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
    image: { screen: 'imaging-worklist' },
    imageAlt: 'An imaging worklist: each study goes from the scanner through reconstruction and an AI read that flags the urgent ones to a radiologist, who decides and reports.',
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
      image: { screen: 'drug-screen' },
      imageAlt: 'A screening run: 2.4 million candidate molecules narrowed by property and binding models to a shortlist of 40 for a chemist to review before the lab.',
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
      image: { screen: 'patient-watch' },
      layout: 'wide',
      imageAlt: 'A remote monitoring screen for one bed: the heart rate over six hours, oxygen and an early-warning score that told the ward nurse without an alarm at the bedside.',
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
