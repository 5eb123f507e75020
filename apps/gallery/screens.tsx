// Gallery screens: the library (`main`, with the Photos and Albums tabs), one album (`album`, also
// Favourites and Trash), one photo (`photo`, with its info panel and dialogs) and the share picker
// (`share`). Tabs, search text, dialogs and drafts live in the route on the back stack.
import { useMemo, type ReactNode } from 'react';
import { ArrowLeft, FolderInput, Heart, Images, Info, Pencil, Plus, RotateCcw, Share2, Trash2 } from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { back, push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Avatar, Button, Dialog, Empty, Fab, IconButton, ListItem, OptionsDialog, Scroll, SearchBar, SectionHeader } from '../kit/ui.tsx';
import { DAY, formatClock, formatLongDate, formatLongDateWithYear, parts, startOfDay } from '../kit/time.ts';
import { contactMatches, displayName, sortContacts } from '../contacts/state.ts';
import { conversationTitle, sortConversations } from '../messages/state.ts';
import { albumPhotos, countLabel, formatSize, libraryPhotos, photoMatches, type GalleryState, type Photo } from './state.ts';
import * as model from './model.ts';
import { PhotoScene } from './scene.tsx';
import { sharePhotoTo } from './share.ts';
import './gallery.css';

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

const photoRoute = (id: string): Route => ({ screen: 'photo', id, info: false, dialog: null });
const albumRoute = (id: string): Route => ({ screen: 'album', id, dialog: null });

/** A name dialog's state: creating a new album or renaming one, with the typed name. */
function readNameDialog(value: JsonValue | undefined): { kind: 'create' | 'rename'; name: string } | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const kind = value.kind;
  if (kind !== 'create' && kind !== 'rename') return null;
  return { kind, name: str(value.name) };
}

function albumTitle(state: GalleryState, id: string): string {
  if (id === 'favorites') return 'Favourites';
  if (id === 'trash') return 'Trash';
  return state.albums.find((a) => a.id === id)?.name ?? 'Album';
}

function dayHeading(at: number, now: number): string {
  const day = startOfDay(at), today = startOfDay(now);
  if (day === today) return 'Today';
  if (day === today - DAY) return 'Yesterday';
  const label = formatLongDate(at);
  return parts(at).year === parts(now).year ? label : formatLongDateWithYear(at);
}

function PhotoGrid({ photos }: { photos: Photo[] }) {
  return (
    <div className="gl-grid">
      {photos.map((p) => (
        <button key={p.id} className="gl-thumb" aria-label={p.name} onClick={() => nav.push(photoRoute(p.id))}>
          <PhotoScene kind={p.kind} seed={p.seed} className="gl-thumb-img" />
          {p.favorite && p.trashedAt === null && <Heart size={16} className="gl-thumb-heart" aria-hidden />}
        </button>
      ))}
    </div>
  );
}

/** The dialog that names an album: used to create one and to rename one. */
function NameDialog({ kind, title, name, confirm, onConfirm }: { kind: 'create' | 'rename'; title: string; name: string; confirm: string; onConfirm: (name: string) => void }) {
  const ok = name.trim() !== '';
  return (
    <div className="dialog-scrim">
      <div className="dialog" role="dialog" aria-label={title}>
        <h2>{title}</h2>
        <input
          className="gl-name-input"
          aria-label="Album name"
          placeholder="Album name"
          value={name}
          onChange={(e) => nav.patch({ dialog: { kind, name: e.target.value } })}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="actions">
          <Button variant="text" onClick={() => nav.patch({ dialog: null })}>Cancel</Button>
          <Button variant="text" disabled={!ok} onClick={() => ok && onConfirm(name.trim())}>{confirm}</Button>
        </div>
      </div>
    </div>
  );
}

function closeDialog(d: { os: { ui: { stacks: Record<string, Route[] | undefined> } } }): void {
  const stack = d.os.ui.stacks.gallery ?? [];
  const top = stack[stack.length - 1];
  if (top) top.dialog = null;
}

function createAlbum(name: string): void {
  update((d) => {
    const id = model.createAlbum(d.apps.gallery, name, d.os.now);
    if (id === undefined) {
      showToast(d.os, 'An album with that name already exists');
      return;
    }
    closeDialog(d);
    push(d.os, albumRoute(id));
    showToast(d.os, 'Album created');
  });
}

function renameAlbum(id: string, name: string): void {
  update((d) => {
    if (!model.renameAlbum(d.apps.gallery, id, name)) {
      showToast(d.os, 'An album with that name already exists');
      return;
    }
    closeDialog(d);
    showToast(d.os, 'Album renamed');
  });
}

function PhotosTab({ route }: { route: Route }) {
  const gallery = useDevice((s) => s.apps.gallery);
  const now = useDevice((s) => s.os.now);
  const query = str(route.query);
  const photos = useMemo(() => libraryPhotos(gallery), [gallery]);
  const results = useMemo(() => photos.filter((p) => photoMatches(p, query)), [photos, query]);
  const groups: { heading: string; items: Photo[] }[] = [];
  for (const p of results) {
    const heading = dayHeading(p.takenAt, now);
    const last = groups[groups.length - 1];
    if (last && last.heading === heading) last.items.push(p);
    else groups.push({ heading, items: [p] });
  }
  return (
    <>
      <SearchBar value={query} placeholder="Search photos" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Photos">
        {results.length === 0 && <Empty>{query.trim() === '' ? 'No photos yet' : 'No photos found'}</Empty>}
        {groups.map((g) => (
          <div key={g.heading}>
            <SectionHeader>{g.heading}</SectionHeader>
            <PhotoGrid photos={g.items} />
          </div>
        ))}
        <div className="gl-bottom-space" />
      </Scroll>
    </>
  );
}

function AlbumCard({ id, name, cover, count, badge }: { id: string; name: string; cover: Photo | undefined; count: number; badge?: ReactNode }) {
  return (
    <button className="gl-album" aria-label={name} onClick={() => nav.push(albumRoute(id))}>
      <div className="gl-album-cover">
        {cover ? <PhotoScene kind={cover.kind} seed={cover.seed} className="gl-thumb-img" /> : <Images size={36} aria-hidden />}
        {badge}
      </div>
      <div className="gl-album-name">{name}</div>
      <div className="gl-album-count">{countLabel(count)}</div>
    </button>
  );
}

function AlbumsTab({ route }: { route: Route }) {
  const gallery = useDevice((s) => s.apps.gallery);
  const favorites = albumPhotos(gallery, 'favorites');
  const trash = albumPhotos(gallery, 'trash');
  const dialog = readNameDialog(route.dialog);
  return (
    <>
      <Scroll label="Albums">
        <div className="gl-albums">
          <AlbumCard id="favorites" name="Favourites" cover={favorites[0]} count={favorites.length} badge={<Heart size={18} className="gl-album-badge" aria-hidden />} />
          {gallery.albums.map((a) => {
            const photos = albumPhotos(gallery, a.id);
            return <AlbumCard key={a.id} id={a.id} name={a.name} cover={photos[0]} count={photos.length} />;
          })}
        </div>
        <SectionHeader>More</SectionHeader>
        <ListItem
          label="Trash"
          leading={<div className="gl-row-icon" aria-hidden><Trash2 size={20} /></div>}
          title="Trash"
          subtitle={countLabel(trash.length)}
          onClick={() => nav.push(albumRoute('trash'))}
        />
        <div className="gl-bottom-space" />
      </Scroll>
      <div className="gl-fab-anchor" />
      <Fab label="New album" extended icon={<Plus size={22} />} onClick={() => nav.patch({ dialog: { kind: 'create', name: '' } })} />
      {dialog?.kind === 'create' && <NameDialog kind="create" title="New album" name={dialog.name} confirm="Create" onConfirm={createAlbum} />}
    </>
  );
}

function Library({ route }: { route: Route }) {
  const tab = route.tab === 'albums' ? 'albums' : 'photos';
  return (
    <>
      <AppBar title={tab === 'albums' ? 'Albums' : 'Photos'} />
      {tab === 'albums' ? <AlbumsTab route={route} /> : <PhotosTab route={route} />}
      <nav className="gl-tabs" role="tablist">
        <button role="tab" aria-selected={tab === 'photos'} className={`gl-tab${tab === 'photos' ? ' on' : ''}`} onClick={() => nav.patch({ tab: 'photos', dialog: null })}>
          <span className="gl-tab-icon" aria-hidden><Images size={20} /></span>
          <span>Photos</span>
        </button>
        <button role="tab" aria-selected={tab === 'albums'} className={`gl-tab${tab === 'albums' ? ' on' : ''}`} onClick={() => nav.patch({ tab: 'albums', dialog: null })}>
          <span className="gl-tab-icon" aria-hidden><FolderInput size={20} /></span>
          <span>Albums</span>
        </button>
      </nav>
    </>
  );
}

function AlbumView({ route }: { route: Route }) {
  const id = str(route.id);
  const gallery = useDevice((s) => s.apps.gallery);
  const builtIn = id === 'favorites' || id === 'trash';
  const album = gallery.albums.find((a) => a.id === id);
  if (!builtIn && !album) {
    return (
      <>
        <AppBar title="Album" onBack={nav.back} />
        <Empty>This album no longer exists</Empty>
      </>
    );
  }
  const photos = albumPhotos(gallery, id);
  const title = albumTitle(gallery, id);
  const dialog = readNameDialog(route.dialog);
  return (
    <>
      <AppBar
        title={title}
        onBack={nav.back}
        actions={album && (
          <IconButton label="Rename album" onClick={() => nav.patch({ dialog: { kind: 'rename', name: album.name } })}>
            <Pencil size={21} />
          </IconButton>
        )}
      />
      <Scroll label="Album photos">
        <div className="gl-album-meta">{countLabel(photos.length)}{id === 'trash' && photos.length > 0 ? ' · Photos stay here until you delete them forever' : ''}</div>
        {photos.length === 0 ? (
          <Empty>{id === 'trash' ? 'Trash is empty' : id === 'favorites' ? 'Tap the heart on a photo to add it here' : 'No photos in this album yet'}</Empty>
        ) : (
          <PhotoGrid photos={photos} />
        )}
        <div className="gl-bottom-space" />
      </Scroll>
      {album && dialog?.kind === 'rename' && <NameDialog kind="rename" title="Rename album" name={dialog.name} confirm="Rename" onConfirm={(name) => renameAlbum(album.id, name)} />}
    </>
  );
}

/** Change one photo and leave its screen: the grid it was opened from is shown again. */
function changePhotoAndLeave(toast: string, change: (g: GalleryState, now: number) => void): void {
  update((d) => {
    change(d.apps.gallery, d.os.now);
    closeDialog(d);
    back(d.os);
    showToast(d.os, toast);
  });
}

function toggleFavorite(id: string): void {
  update((d) => {
    const on = model.toggleFavorite(d.apps.gallery, id);
    if (on !== undefined) showToast(d.os, on ? 'Added to Favourites' : 'Removed from Favourites');
  });
}

function moveToAlbum(id: string, albumId: string): void {
  update((d) => {
    const name = model.moveToAlbum(d.apps.gallery, id, albumId);
    if (name === undefined) return;
    closeDialog(d);
    showToast(d.os, `Moved to ${name}`);
  });
}

function ActionButton({ label, icon, onClick, aria }: { label: string; icon: ReactNode; onClick: () => void; aria?: string }) {
  return (
    <button className="gl-action" aria-label={aria ?? label} onClick={onClick}>
      <span className="gl-action-icon" aria-hidden>{icon}</span>
      <span>{label}</span>
    </button>
  );
}

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="gl-info-row">
      <div className="gl-info-label">{label}</div>
      <div className="gl-info-value">{value}</div>
    </div>
  );
}

function PhotoView({ route }: { route: Route }) {
  const id = str(route.id);
  const gallery = useDevice((s) => s.apps.gallery);
  const photo = gallery.photos.find((p) => p.id === id);
  if (!photo) {
    return (
      <>
        <AppBar title="Photo" onBack={nav.back} />
        <Empty>This photo no longer exists</Empty>
      </>
    );
  }
  const trashed = photo.trashedAt !== null;
  const info = route.info === true;
  const albumName = gallery.albums.find((a) => a.id === photo.albumId)?.name ?? '';
  return (
    <div className="gl-viewer">
      <header className="gl-viewer-bar">
        <IconButton label="Navigate up" onClick={nav.back}><ArrowLeft size={22} /></IconButton>
        <div className="gl-viewer-title">
          <h1 role="heading">{photo.name}</h1>
          <div className="gl-viewer-sub">{`${formatLongDateWithYear(photo.takenAt)} · ${formatClock(photo.takenAt)}`}</div>
        </div>
        <IconButton label={info ? 'Hide info' : 'Info'} onClick={() => nav.patch({ info: !info })}><Info size={22} /></IconButton>
      </header>
      <div className="scroll gl-viewer-body" data-scroll aria-label="Photo">
        <div className={`gl-full${photo.height > photo.width ? ' tall' : ''}`}>
          <PhotoScene kind={photo.kind} seed={photo.seed} portrait={photo.height > photo.width} className="gl-full-img" />
        </div>
        {info && (
          <div className="gl-info">
            <InfoRow label="Name" value={photo.name} />
            <InfoRow label="Date" value={`${formatLongDateWithYear(photo.takenAt)} at ${formatClock(photo.takenAt)}`} />
            <InfoRow label="Location" value={photo.place === '' ? 'No location' : photo.place} />
            <InfoRow label="Size" value={`${formatSize(photo.size)} · ${photo.width} × ${photo.height}`} />
            <InfoRow label="Album" value={trashed ? 'Trash' : albumName} />
          </div>
        )}
      </div>
      <div className="gl-actions">
        {trashed ? (
          <>
            <ActionButton label="Restore" icon={<RotateCcw size={22} />} onClick={() => changePhotoAndLeave('Photo restored', (g) => model.restorePhoto(g, photo.id))} />
            <ActionButton label="Delete forever" icon={<Trash2 size={22} />} onClick={() => nav.patch({ dialog: 'purge' })} />
          </>
        ) : (
          <>
            <ActionButton label="Share" icon={<Share2 size={22} />} onClick={() => nav.push({ screen: 'share', id: photo.id, query: '' })} />
            <ActionButton
              label="Favourite"
              aria={photo.favorite ? 'Remove from favourites' : 'Add to favourites'}
              icon={<Heart size={22} className={photo.favorite ? 'gl-heart on' : 'gl-heart'} />}
              onClick={() => toggleFavorite(photo.id)}
            />
            <ActionButton label="Move" aria="Move to album" icon={<FolderInput size={22} />} onClick={() => nav.patch({ dialog: 'move' })} />
            <ActionButton label="Delete" icon={<Trash2 size={22} />} onClick={() => nav.patch({ dialog: 'delete' })} />
          </>
        )}
      </div>
      {route.dialog === 'delete' && (
        <Dialog
          title="Move to Trash?"
          message={`${photo.name} will be moved to the Trash. You can restore it from there.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Move to Trash', danger: true, onClick: () => changePhotoAndLeave('Moved to Trash', (g, now) => model.trashPhoto(g, photo.id, now)) },
          ]}
        />
      )}
      {route.dialog === 'purge' && (
        <Dialog
          title="Delete forever?"
          message={`${photo.name} will be permanently deleted from this device.`}
          actions={[
            { label: 'Cancel', onClick: () => nav.patch({ dialog: null }) },
            { label: 'Delete', danger: true, onClick: () => changePhotoAndLeave('Photo deleted', (g) => model.purgePhoto(g, photo.id)) },
          ]}
        />
      )}
      {route.dialog === 'move' && (
        <OptionsDialog
          title="Move to album"
          onDismiss={() => nav.patch({ dialog: null })}
          options={gallery.albums.filter((a) => a.id !== photo.albumId).map((a) => ({ label: a.name, onClick: () => moveToAlbum(photo.id, a.id) }))}
        />
      )}
    </div>
  );
}

function SharePicker({ route }: { route: Route }) {
  const id = str(route.id);
  const photo = useDevice((s) => s.apps.gallery.photos.find((p) => p.id === id));
  const contacts = useDevice((s) => s.apps.contacts);
  const conversations = useDevice((s) => s.apps.messages.conversations);
  const query = str(route.query);
  const searching = query.trim() !== '';
  const people = useMemo(() => sortContacts(contacts.contacts).filter((c) => c.phone !== '' && contactMatches(c, query)), [contacts, query]);
  const recent = useMemo(() => sortConversations(conversations).slice(0, 4), [conversations]);
  if (!photo) {
    return (
      <>
        <AppBar title="Share" onBack={nav.back} />
        <Empty>This photo no longer exists</Empty>
      </>
    );
  }
  return (
    <>
      <AppBar title="Send in Messages" onBack={nav.back} />
      <div className="gl-share-photo">
        <PhotoScene kind={photo.kind} seed={photo.seed} className="gl-share-img" />
        <div className="gl-share-name">{photo.name}</div>
      </div>
      <SearchBar value={query} placeholder="Search contacts" onChange={(v) => nav.patch({ query: v })} />
      <Scroll label="Recipients">
        {!searching && recent.length > 0 && (
          <>
            <SectionHeader>Recent conversations</SectionHeader>
            {recent.map((c) => {
              const title = conversationTitle(contacts, c);
              return <ListItem key={c.id} label={title} leading={<Avatar name={title} />} title={title} onClick={() => sharePhotoTo(photo.id, c.address, title)} />;
            })}
          </>
        )}
        <SectionHeader>{searching ? 'Contacts' : 'All contacts'}</SectionHeader>
        {people.length === 0 && <Empty>No matching contacts</Empty>}
        {people.map((c) => (
          <ListItem
            key={c.id}
            label={displayName(c)}
            leading={<Avatar name={displayName(c)} />}
            title={displayName(c)}
            subtitle={c.phone}
            onClick={() => sharePhotoTo(photo.id, c.phone, displayName(c))}
          />
        ))}
      </Scroll>
    </>
  );
}

export function GalleryApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'album':
      return <AlbumView route={route} />;
    case 'photo':
      return <PhotoView route={route} />;
    case 'share':
      return <SharePicker route={route} />;
    default:
      return <Library route={route} />;
  }
}
