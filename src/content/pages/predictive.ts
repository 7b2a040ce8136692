import type { PredictiveSectionId } from '../scroll-hints';
import type { Card, Cta, PageMeta, Section, VideoHero } from '../content-types';
import { heroVideo } from './shared';

export interface PredictivePage {
  meta: PageMeta;
  hero: VideoHero;
  brandsHeading: string;
  /** In the carousel's place while the deployment names no client (decision 0077). */
  sections: (Section & { id: PredictiveSectionId; cards: Card[] })[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

const bookDemo: Cta = { kind: 'demo', label: 'Book a Demo' };

export const PREDICTIVE_PAGE: PredictivePage = {
  meta: {
    title: 'Predictive Maintenance Solutions | Preventing Downtime with AI-Powered Predictive Maintenance.',
    description:
      'Prevent downtime with AI-powered predictive maintenance: IoT-integrated platforms and asset monitoring SaaS that warn you before machines fail.',
  },
  hero: {
    eyebrow: 'Predictive maintenance',
    heading: 'Fix it before it breaks',
    lead: 'Connect your machines, let AI learn how each one behaves and get warned days before a failure, with the evidence and the next step attached.',
    ctas: [bookDemo],
    video: heroVideo('predictive'),
    imageAlt: 'A machine-health screen: a motor’s bearing vibration rising over 30 days towards its alarm line, the failure predicted in nine days and the work order already raised.',
  },
  brandsHeading: 'Brands we worked with',
  sections: [
    {
      id: 'iot-integrated-platforms',
      heading: 'IoT-Integrated Platforms',
      lead: 'Sensors, controllers and historians connected into one platform that understands your assets.',
      image: { screen: 'sensor-platform' },
      layout: 'wide',
      imageAlt: 'A sensor platform: readings flow from 1,240 sensors through an edge gateway and a historian to a failure model that raises work orders in your maintenance system.',
      cards: [
        {
          title: 'Real-Time Data Collection',
          text: 'Stream vibration, temperature, pressure and power readings from PLCs, SCADA and IoT gateways over OPC UA and MQTT, second by second.',
        },
        {
          title: 'Machine Learning-Powered Predictions',
          text: 'Models learn the normal behaviour of each asset and estimate remaining useful life, so you plan repairs instead of reacting to breakdowns.',
        },
        {
          title: 'Automated Alerts and Notifications',
          text: 'The right engineer is alerted by app, SMS or email, and a work order is raised in your maintenance system with the evidence attached.',
        },
      ],
      ctas: [bookDemo],
    },
    {
      id: 'asset-monitoring-saas',
      heading: 'Asset Monitoring SaaS',
      lead: 'A ready-to-use cloud service to watch every asset across every site from one screen.',
      cards: [
        {
          title: 'Real-Time Insights',
          text: 'Live health scores, trends and alarms for every machine, line and site, on desktop and mobile.',
        },
        {
          title: 'Predictive Analytics',
          text: 'Failure probabilities, maintenance windows and spare-part forecasts based on your own operating history.',
        },
        {
          title: 'Centralized Control',
          text: 'One console for thresholds, users, sites and integrations, with a full audit trail of every change.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Cut unplanned downtime',
    text: 'Pilots on one critical line typically run eight to twelve weeks, measured against the downtime they avoid.',
    ctas: [bookDemo],
  },
};
