export class DomainError extends Error {
    code;
    kind;
    constructor(code, message, kind = 'validation') {
        super(message);
        this.code = code;
        this.kind = kind;
        this.name = 'DomainError';
    }
}
export class NotFoundError extends DomainError {
    constructor(code, message) {
        super(code, message, 'not_found');
    }
}
export class ConflictError extends DomainError {
    constructor(code, message) {
        super(code, message, 'conflict');
    }
}
export class ForbiddenError extends DomainError {
    constructor(code, message) {
        super(code, message, 'forbidden');
    }
}
