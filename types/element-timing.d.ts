import 'react';

declare module 'react' {
  // Element Timing (https://wicg.github.io/element-timing/): names an image whose showing the page waits for (afterShown).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration takes React's own type parameter
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
