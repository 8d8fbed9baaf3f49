// The wall-clock formats other features show reservations with ("Sat, Nov 30", "7:00 PM"), without
// the widget's React parts (the home page's member summary loads no React).
export { dayText, timeText } from './format.ts';
