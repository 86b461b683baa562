/** Builds the session user, deriving the role flags in the one place they are decided. */
export function toSessionUser(user, adminEmails) {
    const isAdmin = user.userType === 'admin' || adminEmails.includes(user.email.toLowerCase());
    return {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        userType: user.userType,
        isAdmin,
        isTeamAdmin: isAdmin || user.userType === 'team_admin',
    };
}
