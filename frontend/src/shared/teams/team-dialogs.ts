import { lazyDialog } from '../ui/lazy-dialog';

/** The team dialogs load when one is first opened, not with the toolbar or the screen that offers them (docs/decisions/0104). */
export const CreateTeamDialog = lazyDialog(() => import('./CreateTeamDialog').then((m) => m.CreateTeamDialog));
export const JoinTeamDialog = lazyDialog(() => import('./JoinTeamDialog').then((m) => m.JoinTeamDialog));
