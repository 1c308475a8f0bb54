import { err, ok, type Result } from '../../rules/result';
import {
  formatAnswerCode,
  formatOfferCode,
  placeEssentials,
  readAnswerCode,
  readOfferCode,
  SECRET_BYTES,
  type FollowAnswer,
  type FollowOffer,
  type Place,
} from '../../follow/code';
import type { Channel } from '../../follow/hostGame';
import { formatSdp, parseSdp, type Essentials } from '../../follow/sdp';

/*
 * The browser's peer-to-peer engine, glued to the codes: `RTCPeerConnection`s with no STUN or TURN server
 * (`iceServers: []`), so their only candidates are this phone's own addresses on the local network and nothing
 * leaves it; ICE gathering is waited for (no trickle: the codes carry every candidate at once); one data channel,
 * negotiated on both sides (id 0), ordered and reliable. Every connection of one phone uses one certificate, so a
 * code with several places (`code.ts`) carries one fingerprint.
 */

/** ICE gathering is waited for at most this long (an mDNS name can take a moment); what was found by then is used. */
export const GATHER_MS = 4000;

/** One connection of a phone. */
export interface Peer {
  readonly pc: RTCPeerConnection;
  readonly channel: RTCDataChannel;
}

/** The table phone's code, its places waiting for phones' answers. */
export interface PendingOffer {
  /** One connection a place, in the code's order. */
  readonly peers: readonly Peer[];
  /** The one-time secret in the code: each phone must give it back. */
  readonly secret: Uint8Array;
  /** e.g. `'F2.AEAQ…'`. */
  readonly code: string;
  /** The code's first place's ICE username, which an answer names. */
  readonly codeId: string;
  /** Addresses of a place: 0 means this phone is on no network the other could reach. */
  readonly candidates: number;
}

/** A phone's answer to the table phone's code, waiting for the table phone to scan it. */
export interface PendingAnswer {
  /** One connection for each place of the code, in its order. */
  readonly peers: readonly Peer[];
  readonly offer: FollowOffer;
  /** e.g. `'A2.AIAQ…'`. */
  readonly code: string;
  readonly candidates: number;
}

const NO_WEBRTC = 'This browser cannot link phones (it has no WebRTC): use an up-to-date Chrome, Safari, Firefox or Edge.';

let certificate: Promise<RTCCertificate> | null = null;

/** This page's certificate, made once: every connection it makes presents it. */
function pageCertificate(): Promise<RTCCertificate> {
  certificate ??= RTCPeerConnection.generateCertificate({ name: 'ECDSA', namedCurve: 'P-256' } as EcKeyGenParams);
  return certificate;
}

function newPeer(cert: RTCCertificate): Peer {
  const pc = new RTCPeerConnection({ iceServers: [], certificates: [cert] });
  const channel = pc.createDataChannel('muggins', { negotiated: true, id: 0, ordered: true });
  return { pc, channel };
}

/** Resolves when ICE gathering is complete, or after `GATHER_MS`. */
function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => pc.iceGatheringState === 'complete' && done();
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

/** The essentials of a connection's own description, once gathered. */
function ownEssentials(peer: Peer): Essentials {
  const essentials = parseSdp(peer.pc.localDescription?.sdp ?? '');
  if (!essentials.ok) throw new Error(essentials.error.message);
  return essentials.value;
}

/** The places of connections under one certificate: their fingerprint (one for all) and each one's part. */
function placesOf(all: readonly Essentials[]): { fingerprint: Uint8Array; places: Place[] } {
  const fingerprint = all[0]!.fingerprint;
  if (all.some((e) => e.fingerprint.some((b, i) => b !== fingerprint[i]))) throw new Error('its connections did not share one certificate');
  return { fingerprint, places: all.map((e) => ({ ufrag: e.ufrag, pwd: e.pwd, candidates: e.candidates })) };
}

/** Closes a peer, letting the data channel send what it holds first (at most a second). */
export function closePeer(peer: Peer): void {
  const { pc, channel } = peer;
  const finish = () => {
    channel.close();
    pc.close();
  };
  if (channel.readyState !== 'open' || channel.bufferedAmount === 0) return finish();
  channel.bufferedAmountLowThreshold = 0;
  const timer = setTimeout(finish, 1000);
  channel.addEventListener('bufferedamountlow', () => {
    clearTimeout(timer);
    finish();
  });
}

/** Makes the table phone's code with `places` places (1 to 5): offers, a fresh secret, the game's id. */
export async function makeOffer(gameId: string, places: number): Promise<Result<PendingOffer, string>> {
  if (typeof RTCPeerConnection === 'undefined') return err(NO_WEBRTC);
  const peers: Peer[] = [];
  try {
    const cert = await pageCertificate();
    for (let i = 0; i < places; i++) peers.push(newPeer(cert));
    await Promise.all(
      peers.map(async ({ pc }) => {
        await pc.setLocalDescription(await pc.createOffer());
        await gathered(pc);
      }),
    );
    const { fingerprint, places: made } = placesOf(peers.map(ownEssentials));
    // The one random thing: made here, at the edge, by the browser's cryptographic generator.
    const secret = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
    const code = formatOfferCode({ fingerprint, places: made, secret, gameId });
    if (!code.ok) throw new Error(code.error.message);
    return ok({ peers, secret, code: code.value, codeId: made[0]!.ufrag, candidates: made[0]!.candidates.length });
  } catch (e) {
    for (const peer of peers) closePeer(peer);
    return err(`No code could be made: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** On the table phone: reads a phone's answer to `pending`'s code, or says why not. */
export function readAnswer(pending: PendingOffer, text: string): Result<FollowAnswer, string> {
  const answer = readAnswerCode(text);
  if (!answer.ok) return err(answer.error.message);
  if (answer.value.codeId !== pending.codeId)
    return err('This answer is to an older code of this phone: on the other phone, tap “Scan again” and scan the code shown here now.');
  if (answer.value.places.length !== pending.peers.length) return err('This answer does not fit the code shown here: on the other phone, tap “Scan again”.');
  return ok(answer.value);
}

/**
 * Applies a phone's answer for place `index` to that place's connection. Returns why not, or null. Wire the peer
 * (`wirePeer`) before: the data channel can open, and the phone's first message arrive, before this promise settles
 * (seen under load: a link wired after it never heard the phone's hello).
 */
export async function applyAnswer(peer: Peer, answer: FollowAnswer, index: number): Promise<string | null> {
  try {
    const sdp = formatSdp(placeEssentials(answer.fingerprint, answer.setup, answer.places[index]!));
    await peer.pc.setRemoteDescription({ type: 'answer', sdp });
    return null;
  } catch (e) {
    return `This answer could not be used: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** On a following phone: reads the table phone's code and answers each of its places. */
export async function answerOffer(text: string): Promise<Result<PendingAnswer, string>> {
  const offer = readOfferCode(text);
  if (!offer.ok) return err(offer.error.message);
  if (typeof RTCPeerConnection === 'undefined') return err(NO_WEBRTC);
  const peers: Peer[] = [];
  try {
    const cert = await pageCertificate();
    const { fingerprint, places } = offer.value;
    for (let i = 0; i < places.length; i++) peers.push(newPeer(cert));
    await Promise.all(
      peers.map(async ({ pc }, i) => {
        // The table phone's addresses are not given to these connections: they only answer the checks of the place
        // the table phone gives this phone. Checks sent from every place to the table phone's places would reach
        // places given to other phones (phones that answered the same code), whose connections then failed.
        const place = { ...places[i]!, candidates: [] };
        await pc.setRemoteDescription({ type: 'offer', sdp: formatSdp(placeEssentials(fingerprint, 'actpass', place)) });
        await pc.setLocalDescription(await pc.createAnswer());
        await gathered(pc);
      }),
    );
    const all = peers.map(ownEssentials);
    const mine = placesOf(all);
    const code = formatAnswerCode({ fingerprint: mine.fingerprint, setup: all[0]!.setup, codeId: places[0]!.ufrag, places: mine.places });
    return ok({ peers, offer: offer.value, code, candidates: mine.places[0]!.candidates.length });
  } catch (e) {
    for (const peer of peers) closePeer(peer);
    return err(`This phone could not answer the code: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * Why a connection ended: `closed` (either side closed it, or its channel), `security` (it reached the other phone
 * but the secure connection failed: a certificate other than the code's), `unreachable` (it never reached the other
 * phone).
 */
export type PeerEnd = 'closed' | 'security' | 'unreachable';

/** What a link's owner hears of it. */
export interface PeerEvents {
  /** The data channel opened: messages may go. */
  readonly open: (channel: Channel) => void;
  readonly message: (data: unknown) => void;
  /** The network dropped (ICE `disconnected`): it may come back by itself. */
  readonly reconnecting: () => void;
  /** It came back. */
  readonly recovered: () => void;
  /** Gone for good, and why. */
  readonly lost: (why: PeerEnd) => void;
  /** Beats sent (the table phone) or watched for (a phone), or none. */
  readonly beats?: Beats;
}

/** Where a connection got to, for words when it did not link: `'none'`, `'reached'`, `'secure'` or `'open'`. */
export function reached(peer: Peer): 'none' | 'reached' | 'secure' | 'open' {
  if (peer.channel.readyState === 'open') return 'open';
  if (peer.pc.connectionState === 'connected') return 'secure';
  const ice = peer.pc.iceConnectionState;
  return ice === 'connected' || ice === 'completed' ? 'reached' : 'none';
}

/** The table phone says it is there this often, by an empty message (a beat), to the phones that follow it. */
export const BEAT_MS = 1000;
/** A phone that hears nothing from the table phone this long says it is reconnecting: it may be behind. */
export const QUIET_MS = 3000;

/**
 * What a peer does about beats: the table phone sends them (`'send'`), a phone watches for them (`'watch'`): a network
 * that dropped shows there in about `QUIET_MS`, where the connection itself says so only after several seconds.
 */
export type Beats = 'send' | 'watch';

/** Wires a peer's channel and connection state to `on`. */
export function wirePeer(peer: Peer, on: PeerEvents): void {
  const { pc, channel } = peer;
  const beats = on.beats;
  let gone = false;
  let down = false;
  let iceUp = false;
  /** Nothing heard for `QUIET_MS` (a phone watching beats). */
  let quiet = false;
  let heard = Date.now();
  const beat = beats
    ? setInterval(() => {
        if (channel.readyState !== 'open') return;
        if (beats === 'send') channel.send('');
        else if (!quiet && Date.now() - heard > QUIET_MS) {
          quiet = true;
          if (!down) on.reconnecting();
        }
      }, BEAT_MS)
    : undefined;
  const lose = (why: PeerEnd) => {
    if (gone) return;
    gone = true;
    clearInterval(beat);
    on.lost(why);
    closePeer(peer);
  };
  channel.addEventListener('open', () => {
    heard = Date.now();
    on.open({ send: (text) => channel.send(text), close: () => closePeer(peer) });
  });
  channel.addEventListener('message', (e) => {
    heard = Date.now();
    if (quiet) {
      quiet = false;
      if (!down) on.recovered();
    }
    // A beat says only that the table phone is there.
    if (e.data !== '') on.message(e.data);
  });
  channel.addEventListener('close', () => lose('closed'));
  pc.addEventListener('iceconnectionstatechange', () => {
    if (pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed') iceUp = true;
  });
  // The secure connection's own state, where the browser gives it: a certificate that is not the code's fails here at once.
  const dtls = pc.sctp?.transport;
  dtls?.addEventListener('statechange', () => dtls.state === 'failed' && lose('security'));
  pc.addEventListener('connectionstatechange', () => {
    const state = pc.connectionState;
    if (state === 'disconnected' && !down) {
      down = true;
      if (!quiet) on.reconnecting();
    } else if (state === 'connected' && down) {
      down = false;
      if (!quiet) on.recovered();
    } else if (state === 'failed') lose(iceUp && !down && channel.readyState !== 'open' ? 'security' : 'unreachable');
    else if (state === 'closed') lose('closed');
  });
}
