import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Prism's GitHub (light) and Dracula (dark) themes, with the token colours that fall under WCAG AA
 * (4.5:1) on their code backgrounds replaced by ones of the same hue that pass (measured with axe).
 */
const lightReplacements: Record<string, string> = {
  '#36acaa': '#137574',
  '#d73a49': '#cf222e',
  '#e3116c': '#b3105a',
  '#00a4db': '#0a6ea6',
  '#999988': '#6a737d',
};

/** Dracula's comments: 3.0:1 on #282a36; this lighter blue-grey gives 5.5:1. */
const darkReplacements: Record<string, string> = {
  'rgb(98, 114, 164)': '#95a0c6',
};

function withAccessibleColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color?.toLowerCase();
      const replacement = colour ? replacements[colour] : undefined;
      return replacement ? { ...entry, style: { ...entry.style, color: replacement } } : entry;
    }),
  };
}

export const prismLight = withAccessibleColours(themes.github, lightReplacements);
export const prismDark = withAccessibleColours(themes.dracula, darkReplacements);
