import { screen } from '@testing-library/react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { renderWithRouter } from '../render-with-router';

function NewsDetail() {
  const { slug } = useParams();
  return <h1>{slug}</h1>;
}

function HashReader() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/news-centre', { replace: true })}>Clear hash</button>
      <Link to="/careers">Careers</Link>
    </>
  );
}

describe('renderWithRouter', () => {
  it('starts at the route and fills the params of the path pattern', () => {
    renderWithRouter(<NewsDetail />, { route: '/news-centre/new-hospital', path: '/news-centre/:slug' });
    expect(screen.getByRole('heading', { name: 'new-hospital' })).toBeInTheDocument();
  });

  it('reports where the router is after navigation', async () => {
    const { user, location } = renderWithRouter(<HashReader />, { route: '/news-centre#c1' });
    expect(location().hash).toBe('#c1');
    await user.click(screen.getByRole('button', { name: 'Clear hash' }));
    expect(location()).toMatchObject({ pathname: '/news-centre', hash: '' });
    await user.click(screen.getByRole('link', { name: 'Careers' }));
    expect(location().pathname).toBe('/careers');
  });
});
