/** The users side refuses this sign-in (e.g. a new account without a verified e-mail): a 401, and nothing recorded. */
export class SignInRefusedError extends Error {
    constructor(reason) {
        super(`sign-in refused: ${reason}`);
        this.name = 'SignInRefusedError';
    }
}
export const SIGN_IN_PORT = Symbol('SIGN_IN_PORT');
