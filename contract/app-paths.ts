// The app's pages (SPEC 2.1): the browser's router mounts them (src/config/paths.ts builds their links) and the
// server answers every other path with the not-found page and a 404 (app-page-match.ts, server/src/static.ts).

/** SPEC 2.1's URLs; odd spellings (/oilrefienery, /predective) are SPEC's. */
export const patterns = {
  home: '/',
  contactUs: '/contactus',
  faq: '/faq',
  aboutUs: '/aboutus',
  vrAuto: '/vrauto',
  vrBank: '/vrbank',
  vrRetail: '/vrretail',
  vrWorld: '/vrworld',
  oilRefinery: '/oilrefienery',
  healthcare: '/healthcare',
  predictive: '/predective',
  industries: '/industries',
  blockchain: '/blockchain',
  code: '/code',
  /** Issue 24 item 5: what the product does to keep data safe (docs/decisions/0060). */
  security: '/security',
  /** Issue 37 item 3: a page of our own per flagship product (the Products menu and footer lead here). */
  products: { verify: '/products/verify', cloudwise: '/products/cloudwise', autosense: '/products/autosense' },
  /** Issue 37 item 3: our own privacy notice and data-processing terms, which the footer and the demo form link. */
  privacy: '/privacy',
  dataProcessing: '/data-processing',
  metaverse: '/metaverse/:id',
  /** A citizen's own account (issue 21, docs/decisions/0032). */
  account: '/account',
  /** A booked meeting's manage link (issue 22): signed token, no sign-in. */
  meeting: '/meeting/:token',
  dashboard: {
    root: '/dashboard',
    login: '/dashboard/login',
    resetPassword: '/dashboard/reset-password',
    /** An invited dashboard user chooses their first password (docs/decisions/0049). */
    acceptInvitation: '/dashboard/accept-invitation',
    home: '/dashboard/home',
    branch: '/dashboard/branch',
    myAccount: '/dashboard/myaccount',
    allUserDetails: '/dashboard/all-user-details',
    userDetails: '/dashboard/user-details',
    metaverse: '/dashboard/metaverse/:id',
    metaverseUsers: '/dashboard/metaverse-users',
    metaverseUser: '/dashboard/metaverse-user/:id',
  },
  superAdmin: {
    root: '/super-admin',
    login: '/super-admin/login',
    home: '/super-admin/home',
    myAccount: '/super-admin/myaccount',
    /** Without an id the metaverse page sends the visitor to the console's home (SPEC 2.6). */
    metaverseWithoutId: '/super-admin/metaverse',
    metaverse: '/super-admin/metaverse/:id',
    dashboardUsers: '/super-admin/dashboard-users',
    dashboardUser: '/super-admin/dashboard-user/:id',
    metaverseUsers: '/super-admin/metaverse-users',
    metaverseUser: '/super-admin/metaverse-user/:id',
    bookedDemos: '/super-admin/bookeddemos',
    /** Issue 23: one booked demo as a lead (docs/decisions/0046). */
    bookedDemo: '/super-admin/booked-demos/:id',
    /** Issue 22: offices, reps, working hours and holidays for meetings. */
    salesOffices: '/super-admin/sales-offices',
    /** Issue 23 item 3: form openings, bookings and meetings of a period. */
    conversion: '/super-admin/conversion',
    /** Issue 23 item 2: webhooks to a CRM. */
    webhooks: '/super-admin/webhooks',
    /** Issue 23 item 7: who changed what in either console. */
    auditLog: '/super-admin/audit-log',
  },
} as const;
