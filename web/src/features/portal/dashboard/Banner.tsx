import styled from 'styled-components';

/** The dashboard's greeting across the top. */
export const Banner = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy800}, ${({ theme }) => theme.colors.navy600});
  h1 {
    margin: 0;
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: #dbe5f0;
  }
`;
