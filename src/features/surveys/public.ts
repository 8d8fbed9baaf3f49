// What the overlays use of surveys: the drawers' element.
export { defineSurveyDrawers } from './survey-drawer-element.ts';
