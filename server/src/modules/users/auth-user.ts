// The signed-in user as modules see it. Its definition still sits in the auth plugin; modules import it from here only.
export type { AuthUser } from '../../plugins/auth';
