import type { CSSProperties, ReactNode } from 'react';
import { useConsent } from './use-consent';
import { useColorScheme } from './use-color-scheme';

interface ThemeRootProps {
  className?: string;
  animate: boolean;
  children: ReactNode;
}

/** The wrapper every view renders: colour scheme, direction, language and the theme option's custom properties. */
export function ThemeRoot({ className, animate, children }: ThemeRootProps) {
  const colorScheme = useConsent((state) => state.colorScheme);
  const language = useConsent((state) => state.language);
  const dir = useConsent((state) => state.dir);
  const theme = useConsent((state) => state.ui.theme);
  const scheme = useColorScheme(colorScheme);
  return (
    <div
      className={className ? `root ${className}` : 'root'}
      data-scheme={scheme}
      data-animate={String(animate)}
      dir={dir}
      lang={language}
      style={theme as CSSProperties}
      data-nosnippet=""
    >
      {children}
    </div>
  );
}
