/**
 * SPEC's five team cards while no deployment names its people (TEAM_MEMBERS, decision 0079): the roles a customer's
 * project is staffed with, each with a short mark for its tile. Nobody is named who does not exist.
 */
export const TEAM_ROLES: { title: string; mark: string; text: string }[] = [
  { title: 'Executive sponsor', mark: 'ES', text: 'Owns the relationship and the commercial terms from the first call.' },
  { title: 'Solution architect', mark: 'SA', text: 'Maps your systems and rules to the platform, and signs off the design.' },
  { title: 'Blockchain engineering', mark: 'BC', text: 'Smart contracts, ledgers and token flows, audited before launch.' },
  { title: 'AI and data', mark: 'AI', text: 'Models, training data and the evidence each decision is made on.' },
  { title: 'Delivery and support', mark: 'DS', text: 'Plans the launch, trains your teams and answers when it is live.' },
];

/** "Aarav Mehta" -> "AM": the first letters of the first and last names. */
export const initialsOf = (name: string): string => {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
};
