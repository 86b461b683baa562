/**
 * Implemented by the users module: how many people have an account here (every user who has
 * signed in at least once), for the landing page's 'N名の実践者が参加'. A number, never who.
 */
export interface PractitionerCountPort {
  practitionerCount(): Promise<number>;
}

export const PRACTITIONER_COUNT_PORT = Symbol('PRACTITIONER_COUNT_PORT');
