import type { CSSProperties, ReactNode } from 'react';
import { rootAttributes } from '../../ui/root-attributes';
import { useConsent } from './use-consent';
import { useColorScheme } from './use-color-scheme';
import { reactProps } from './to-react';

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
  const attributes = reactProps(rootAttributes(scheme, animate, { dir, language }));
  return (
    <div {...attributes} className={className ? `root ${className}` : 'root'} style={theme as CSSProperties}>
      {children}
    </div>
  );
}
