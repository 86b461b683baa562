import { stringify } from 'csv-stringify/sync';
/** What makes a spreadsheet read a text cell as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED = /^'[=+\-@\t\r]/;
/**
 * A text cell as a spreadsheet must show it: one that would start a formula (`=HYPERLINK(…)` in
 * a member's name, `+81…` in a phone number) gets a leading `'`, as OWASP advises, so Excel and
 * LibreOffice show it as text instead of evaluating it.
 */
export function neutraliseCell(value) {
    return FORMULA_START.test(value) ? `'${value}` : value;
}
/** Undoes `neutraliseCell` when a file comes back in, so an exported file imports unchanged. */
export function restoreCell(value) {
    return NEUTRALISED.test(value) ? value.slice(1) : value;
}
/**
 * The one way the API writes CSV: UTF-8 with a BOM (so Excel reads the Japanese), CRLF, every
 * text cell neutralised. Numbers stay numbers, negative ones too: a number cannot carry a
 * formula, so a column the server fills with numbers needs no escaping. Besides what the writer
 * quotes itself (comma, quote), a cell holding a line break, `;` or a tab is quoted: a spreadsheet
 * would otherwise start a row or (where `;` is the list separator) a cell mid-text, whose
 * `=` no leading quote protects.
 */
export function toCsv(header, rows) {
    const cell = (value) => (typeof value === 'string' ? neutraliseCell(value) : (value ?? ''));
    return stringify([header.map(cell), ...rows.map((row) => row.map(cell))], {
        bom: true,
        record_delimiter: 'windows',
        quoted_match: /[;\t\r\n]/,
    });
}
