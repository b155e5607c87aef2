/** What other parts of the site may use from this folder; nothing else here is theirs to import. */
export { isLetterWaiting } from './letter-labels';
export { letterProblemsOf } from './letter-problems';
export { LetterProblems } from './LetterProblems';
export { LetterText } from './LetterText';
export { SignedLetterDownload } from './SignedLetterDownload';
