import { reportContextViolations } from './conformance.js';

// Each spec file fails when an answer its browser got does not match the OpenAPI document.
afterAll(reportContextViolations);
