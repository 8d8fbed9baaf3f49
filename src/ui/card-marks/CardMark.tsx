// A card network's mark in an island (the card list, the add-card form): the React twin of
// CardMark.astro, drawing the same shapes (card-marks.ts). Named by the network ("Visa") unless the
// text beside it already says it (decorative).
import { cardMarkOf, markFont, markViewBox, textAttributes, type MarkShape } from './card-marks.ts';

interface CardMarkProps {
  cardType: string;
  /** Width in CSS pixels; the height follows the card's 3:2. */
  width?: number;
  decorative?: boolean;
  className?: string;
}

function Shape({ shape }: { shape: MarkShape }) {
  switch (shape.kind) {
    case 'rect': {
      const { kind: _, ...attributes } = shape;
      return <rect {...attributes} />;
    }
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} />;
    case 'path':
      return <path d={shape.d} fill={shape.fill} />;
    case 'text':
      return (
        <text {...textAttributes(shape)} fontFamily={markFont} fontWeight={700}>
          {shape.text}
        </text>
      );
  }
}

export function CardMark({ cardType, width = 40, decorative = false, className }: CardMarkProps) {
  const { name, shapes } = cardMarkOf(cardType);
  return (
    <svg
      className={className}
      viewBox={markViewBox}
      width={width}
      height={(width * 2) / 3}
      focusable="false"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  );
}
