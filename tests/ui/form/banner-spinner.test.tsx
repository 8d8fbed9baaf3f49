// @vitest-environment happy-dom
// The banner's three types with a list of messages (spec 000 §5) and the spinner (spec 000 §2, §9).
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { spinnerSizes } from '../../../src/theme/layout.ts';
import { ErrorBanner } from '../../../src/ui/form/ErrorBanner.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';

afterEach(cleanup);

describe('ErrorBanner', () => {
  it('is an alert for errors, with its title as a heading and the messages as a list', () => {
    render(<ErrorBanner type="error" title="Please fix the following:" messages={['One.', 'Two.']} headingLevel={3} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 3, name: 'Please fix the following:' })).toBeTruthy();
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['One.', 'Two.']);
  });

  it('is a status message for success and warning; one message is a plain line', () => {
    render(
      <>
        <ErrorBanner type="success" messages={['All changes were saved.']} />
        <ErrorBanner type="warning" messages={['Caps lock is on.', 'Your session is about to expire.']} />
      </>,
    );
    const [success, warning] = screen.getAllByRole('status');
    expect(success?.querySelector('ul')).toBeNull();
    expect(success?.textContent).toBe('All changes were saved.');
    expect(warning?.querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its type by shape as well as colour', () => {
    render(
      <>
        <ErrorBanner type="error" messages={['a']} />
        <ErrorBanner type="success" messages={['b']} />
        <ErrorBanner type="warning" messages={['c']} />
      </>,
    );
    const shapes = [...document.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(shapes).size).toBe(3);
    for (const svg of document.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('stays quiet with live={false} and hands its heading (or itself) to a focus ref', () => {
    const heading = createRef<HTMLElement | null>();
    const plain = createRef<HTMLElement | null>();
    render(
      <>
        <ErrorBanner type="error" title="Fix:" messages={['x']} live={false} focusRef={heading} />
        <ErrorBanner type="warning" messages={['y']} live={false} focusRef={plain} />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(heading.current?.tagName).toBe('H2');
    expect(heading.current?.getAttribute('tabindex')).toBe('-1');
    expect(plain.current?.tagName).toBe('DIV');
    expect(plain.current?.getAttribute('tabindex')).toBe('-1');
  });
});

describe('Spinner', () => {
  it('is a status named by its loading message', () => {
    render(<Spinner message="Do not refresh, loading more content." />);
    expect(screen.getByRole('status').textContent).toBe('Do not refresh, loading more content.');
  });

  it('can keep the message for assistive tech only', () => {
    render(<Spinner message="Loading" hideMessage />);
    expect(screen.getByText('Loading').className).toBe('visually-hidden');
  });

  it('is decoration without a message', () => {
    const { container } = render(<Spinner size={20} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('has a distinct class for each spec size', () => {
    const classes = spinnerSizes.map((size) => {
      const { container } = render(<Spinner size={size} />);
      return container.firstElementChild?.className;
    });
    expect(new Set(classes).size).toBe(spinnerSizes.length);
  });
});
