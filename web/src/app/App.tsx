import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { GlobalStyle } from './GlobalStyle';
import { AppRoutes } from './AppRoutes';
import { Toaster } from '../components/Toaster';

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <AppRoutes />
      <Toaster />
    </ThemeProvider>
  );
}
