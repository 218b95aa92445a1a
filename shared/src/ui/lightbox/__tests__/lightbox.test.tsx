import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeLightbox, openGallery, openLightbox } from '../open-lightbox';
import { useLightbox } from '../use-lightbox';

type Options = {
  elements: { content: HTMLElement }[];
  startAt: number;
  dragToleranceX: number;
  dragToleranceY: number;
  onClose?: () => void;
};

// A stand-in for glightbox: shows the content of the slide it opens at and its Close button,
// removes them on close or destroy, and reports it after its fade (a task later).
const mockLoaded = jest.fn();
const mockCreated: Options[] = [];
jest.mock('glightbox', () => {
  mockLoaded();
  return {
    __esModule: true,
    default: (options: Options) => {
      mockCreated.push(options);
      const modal = document.createElement('div');
      modal.setAttribute('role', 'dialog');
      const closeButton = document.createElement('button');
      closeButton.className = 'gclose gbtn';
      closeButton.setAttribute('aria-label', 'Close');
      const close = () => {
        if (!modal.isConnected) return;
        modal.remove();
        setTimeout(() => options.onClose?.(), 0);
      };
      closeButton.addEventListener('click', close);
      return {
        modal,
        openAt: (index: number) => {
          modal.replaceChildren(options.elements[index].content, closeButton);
          document.body.append(modal);
        },
        close,
        destroy: close,
      };
    },
  };
});

const dialog = () => screen.getByRole('dialog');

afterEach(() => {
  closeLightbox();
  mockCreated.length = 0;
  jest.useRealTimers();
});

describe('lightbox', () => {
  it('loads glightbox only when first opened', async () => {
    expect(mockLoaded).not.toHaveBeenCalled();
    await openLightbox({ src: 'https://img.example.com/a.jpg', type: 'image', alt: 'Award night' });
    expect(mockLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'Award night' })).toHaveAttribute('src', 'https://img.example.com/a.jpg');
  });

  it('shows "Invalid source" when an image cannot be loaded', async () => {
    await openLightbox({ src: 'https://img.example.com/missing.jpg', type: 'image', alt: 'Missing' });
    expect(screen.queryByText('Invalid source')).not.toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Missing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid source');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows "Invalid source" for an empty address', async () => {
    await openLightbox({ src: '  ', type: 'video' });
    expect(dialog()).toHaveTextContent('Invalid source');
  });

  it('waits 3 seconds for a video\'s metadata, then shows "Invalid source"', async () => {
    jest.useFakeTimers();
    await openLightbox({ src: 'https://cdn.example.com/clip.mp4', type: 'video' });
    const video = dialog().querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/clip.mp4');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByText('Invalid source')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(dialog()).toHaveTextContent('Invalid source');
  });

  it('keeps a video that reports its metadata in time', async () => {
    jest.useFakeTimers();
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await openLightbox({ src: 'https://cdn.example.com/clip.mp4', type: 'video' });
    const video = dialog().querySelector('video') as HTMLVideoElement;
    fireEvent(video, new Event('loadedmetadata'));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Invalid source')).not.toBeInTheDocument();
    expect(dialog().querySelector('video')).toBe(video);
  });

  it('shows "Invalid source" when the video fails', async () => {
    await openLightbox({ src: 'https://cdn.example.com/broken.mp4', type: 'video' });
    fireEvent.error(dialog().querySelector('video') as HTMLVideoElement);
    expect(dialog()).toHaveTextContent('Invalid source');
  });

  it('plays a YouTube address in its embedded player', async () => {
    await openLightbox({ src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', type: 'video' });
    expect(dialog().querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });

  it('opens a gallery at the chosen image, with the 0.3 slide distance', async () => {
    Object.assign(window, { innerWidth: 1000, innerHeight: 800 });
    const images = ['one', 'two', 'three'].map((name) => ({ src: `https://img.example.com/${name}.jpg`, type: 'image' as const, alt: name }));
    await openGallery(images, 1);
    expect(screen.getByRole('img', { name: 'two' })).toBeInTheDocument();
    expect(mockCreated[0]).toMatchObject({ startAt: 1, dragToleranceX: 300, dragToleranceY: 240 });
    expect(mockCreated[0].elements).toHaveLength(3);
  });

  it('replaces an open lightbox instead of stacking a second one', async () => {
    await openLightbox({ src: 'https://img.example.com/a.jpg', type: 'image', alt: 'first' });
    await openLightbox({ src: 'https://img.example.com/b.jpg', type: 'image', alt: 'second' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'second' })).toBeInTheDocument();
  });

  it('moves focus onto its Close button, and gives it back to what opened it when closed', async () => {
    const user = userEvent.setup();
    function Thumbnail() {
      const lightbox = useLightbox();
      return (
        <button type="button" onClick={() => void lightbox.openGallery([{ src: 'https://img.example.com/a.jpg', type: 'image', alt: 'Award night' }])}>
          View image
        </button>
      );
    }
    render(<Thumbnail />);
    const thumbnail = screen.getByRole('button', { name: 'View image' });
    thumbnail.focus();
    await user.keyboard('{Enter}');
    const close = await screen.findByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });

  it('leaves focus alone when a lightbox is replaced by another', async () => {
    const first = document.createElement('button');
    document.body.append(first);
    first.focus();
    await openLightbox({ src: 'https://img.example.com/a.jpg', type: 'image', alt: 'first' });
    await openLightbox({ src: 'https://img.example.com/b.jpg', type: 'image', alt: 'second' });
    // The first one's fade ends after the second opened.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    first.remove();
  });

  it('closes the lightbox a component opened when that component goes away', async () => {
    function NewsCard() {
      const lightbox = useLightbox();
      return <button onClick={() => void lightbox.open({ src: 'https://img.example.com/a.jpg', type: 'image', alt: 'Story' })}>Open</button>;
    }
    const { unmount } = render(<NewsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('img', { name: 'Story' })).toBeInTheDocument();
    unmount();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
