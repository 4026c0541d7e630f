import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Prism's GitHub theme with the token colours that fall under WCAG AA (4.5:1) on its #f6f8fa code
 * background replaced by darker ones of the same hue (measured with axe).
 */
const accessibleColours: Record<string, string> = {
  '#36acaa': '#137574',
  '#d73a49': '#cf222e',
  '#e3116c': '#b3105a',
  '#00a4db': '#0a6ea6',
  '#999988': '#6a737d',
};

function withAccessibleColours(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color?.toLowerCase();
      const replacement = colour ? accessibleColours[colour] : undefined;
      return replacement ? { ...entry, style: { ...entry.style, color: replacement } } : entry;
    }),
  };
}

export const prismLight = withAccessibleColours(themes.github);
export const prismDark = themes.dracula;
