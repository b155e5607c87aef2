import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { GlobalStyle } from './GlobalStyle';
import { AppRoutes } from './AppRoutes';
import { DeferredToaster } from '../components/DeferredToaster';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppRoutes />
      <DeferredToaster />
    </ThemeProvider>
  );
}
