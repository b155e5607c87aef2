// The saved questions live in validation/ because the api's tests run them too.
export { savedQuestions, monthInSouthAfrica, type SavedQuestion } from '@validation/saved-questions';
