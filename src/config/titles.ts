/** SPEC 2.1; every page resets to the landing title on leaving. */
export const DEFAULT_TITLE = 'Join the Metaverse Revolution';

export const SITE_NAME = 'Eternity';

export const titles = {
  home: DEFAULT_TITLE,
  predictive: 'Predictive Maintenance Solutions | Preventing Downtime with AI-Powered Predictive Maintenance.',
  blockchain: 'Blockchain First - End-to-End Product Lifecycle Management',
  vrAuto: 'Automotive Metaverse | Virtual Car Showroom',
  vrBank: 'Banking Metaverse | Virtual Bank Branch',
  vrRetail: 'Retail Metaverse | Virtual 3D products',
  vrWorld: 'VR World | Design your Own Metaverse',
  faq: 'FAQs | Blockchain, AI and Metaverse Questions Answered',
  aboutUs: 'About Us | Enterprise Blockchain, AI and Metaverse Builders',
  contactUs: 'Contact Us | Book a Demo with Our Experts',
  industries: 'Industries | Metaverse and AI for Finance, Education, Retail and Automotive',
  oilRefinery: 'Oil Refinery Robots | Firefighting, Leak Detection and Emergency Response',
  healthcare: 'Healthcare AI | Medical Imaging, Drug Discovery and Health Monitoring',
  code: 'Enter Your Code | Eternity City',
  city: 'Eternity City | The Virtual City',
  account: 'Your Account | Eternity City',
  meeting: 'Your Meeting | Eternity',
  notFound: 'Page Not Found',
  dashboard: {
    login: 'Dashboard Login | Business Console',
    resetPassword: 'Reset Password | Business Console',
    home: 'Dashboard | Business Console',
    branch: 'Branch Overview | Business Console',
    myAccount: 'My Account | Business Console',
    allUserDetails: 'All Users Details | Business Console',
    userDetails: 'User Details | Business Console',
    metaverse: 'Metaverse | Business Console',
    metaverseUsers: 'Metaverse Users | Business Console',
    metaverseUser: 'Metaverse User | Business Console',
  },
  superAdmin: {
    login: 'Super Admin Login | Admin Console',
    home: 'Dashboard | Admin Console',
    myAccount: 'My Account | Admin Console',
    metaverse: 'Metaverse | Admin Console',
    metaverseNew: 'Create Metaverse | Admin Console',
    dashboardUsers: 'Dashboard Users | Admin Console',
    dashboardUser: 'Dashboard User | Admin Console',
    metaverseUsers: 'Metaverse Users | Admin Console',
    metaverseUser: 'Metaverse User | Admin Console',
    bookedDemos: "Booked Demo's | Admin Console",
  },
} as const;
