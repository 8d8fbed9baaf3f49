// Light parts of the add-card form for pages that draw its place before the form itself arrives (the
// Linked Cards page's placeholder): the frame's skeleton and held height, the allowed brands, and
// why linking is safe. Apart from public.ts, which brings the whole form.
export { AcceptedBrands } from './add-card/AcceptedBrands.tsx';
export { frameDefaultHeight } from './add-card/CardFrameField.tsx';
export { FrameSkeleton } from './add-card/FrameSkeleton.tsx';
export { PartnerCardPicker, partnerCardLabel } from './add-card/PartnerCardPicker.tsx';
export { useOfferedCards } from './add-card/use-offered-cards.ts';
export { Reassurance, reassuranceOf } from './add-card/Reassurance.tsx';
export * as enrollmentCss from './enrollment.css.ts';
