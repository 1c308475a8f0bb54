import { err, ok, type Result } from '../rules/result';
import { formatAnswerCode, formatOfferCode, readAnswerCode, readOfferCode, SECRET_BYTES, type FollowOffer } from './code';
import type { Channel } from './host';
import { formatSdp, parseSdp } from './sdp';

/*
 * The browser's peer-to-peer engine, glued to the codes: an `RTCPeerConnection` with no STUN or TURN server
 * (`iceServers: []`), so its only candidates are this phone's own addresses on the local network and nothing
 * leaves it; ICE gathering is waited for (no trickle: the codes carry every candidate at once); one data channel,
 * negotiated on both sides (id 0), ordered and reliable.
 */

/** ICE gathering is waited for at most this long (an mDNS name can take a moment); what was found by then is used. */
export const GATHER_MS = 4000;

/** One phone's end of a link. */
export interface Peer {
  readonly pc: RTCPeerConnection;
  readonly channel: RTCDataChannel;
}

/** The table phone's code waiting for a phone's answer. */
export interface PendingOffer {
  readonly peer: Peer;
  /** The one-time secret in the code: the phone must give it back. */
  readonly secret: Uint8Array;
  /** e.g. `'F1.AEAQ…'`. */
  readonly code: string;
  /** The offer's ICE username, which an answer names. */
  readonly ufrag: string;
  /** Addresses in the code: 0 means this phone is on no network the other could reach. */
  readonly candidates: number;
}

/** A phone's answer to the table phone's code, waiting for the table phone to scan it. */
export interface PendingAnswer {
  readonly peer: Peer;
  readonly offer: FollowOffer;
  /** e.g. `'A1.AIAQ…'`. */
  readonly code: string;
  readonly candidates: number;
}

const NO_WEBRTC = 'This browser cannot link phones (it has no WebRTC): use an up-to-date Chrome, Safari, Firefox or Edge.';

function newPeer(): Peer {
  const pc = new RTCPeerConnection({ iceServers: [] });
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

/** Makes the table phone's code for one phone: an offer, a fresh secret, the game's id. */
export async function makeOffer(gameId: string): Promise<Result<PendingOffer, string>> {
  if (typeof RTCPeerConnection === 'undefined') return err(NO_WEBRTC);
  const peer = newPeer();
  try {
    await peer.pc.setLocalDescription(await peer.pc.createOffer());
    await gathered(peer.pc);
    const essentials = parseSdp(peer.pc.localDescription?.sdp ?? '');
    if (!essentials.ok) throw new Error(essentials.error.message);
    // The one random thing: made here, at the edge, by the browser's cryptographic generator.
    const secret = crypto.getRandomValues(new Uint8Array(SECRET_BYTES));
    const code = formatOfferCode({ essentials: essentials.value, secret, gameId });
    if (!code.ok) throw new Error(code.error.message);
    return ok({ peer, secret, code: code.value, ufrag: essentials.value.ufrag, candidates: essentials.value.candidates.length });
  } catch (e) {
    closePeer(peer);
    return err(`No code could be made: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * On the table phone: reads a phone's answer to `pending`'s code. Returns why not, or the description to apply with
 * `applyAnswer`.
 */
export function readAnswer(pending: PendingOffer, text: string): Result<string, string> {
  const answer = readAnswerCode(text);
  if (!answer.ok) return err(answer.error.message);
  if (answer.value.offerUfrag !== pending.ufrag)
    return err('This answer is to an older code of this phone: on the other phone, tap “Scan again” and scan the code shown here now.');
  return ok(formatSdp(answer.value.essentials));
}

/**
 * Applies a phone's answer read by `readAnswer`. Returns why not, or null. Wire the peer (`wirePeer`) before: the data
 * channel can open, and the phone's first message arrive, before this promise settles (seen under load: a link wired
 * after it never heard the phone's hello).
 */
export async function applyAnswer(pending: PendingOffer, sdp: string): Promise<string | null> {
  try {
    await pending.peer.pc.setRemoteDescription({ type: 'answer', sdp });
    return null;
  } catch (e) {
    return `This answer could not be used: ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** On a following phone: reads the table phone's code and makes this phone's answer to it. */
export async function answerOffer(text: string): Promise<Result<PendingAnswer, string>> {
  const offer = readOfferCode(text);
  if (!offer.ok) return err(offer.error.message);
  if (typeof RTCPeerConnection === 'undefined') return err(NO_WEBRTC);
  const peer = newPeer();
  try {
    await peer.pc.setRemoteDescription({ type: 'offer', sdp: formatSdp(offer.value.essentials) });
    await peer.pc.setLocalDescription(await peer.pc.createAnswer());
    await gathered(peer.pc);
    const essentials = parseSdp(peer.pc.localDescription?.sdp ?? '');
    if (!essentials.ok) throw new Error(essentials.error.message);
    const code = formatAnswerCode({ essentials: essentials.value, offerUfrag: offer.value.essentials.ufrag });
    return ok({ peer, offer: offer.value, code, candidates: essentials.value.candidates.length });
  } catch (e) {
    closePeer(peer);
    return err(`This phone could not answer the code: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** What a link's owner hears of it. */
export interface PeerEvents {
  /** The data channel opened: messages may go. */
  readonly open: (channel: Channel) => void;
  readonly message: (data: unknown) => void;
  /** The network dropped (ICE `disconnected`): it may come back by itself. */
  readonly reconnecting: () => void;
  /** It came back. */
  readonly recovered: () => void;
  /** Gone for good: failed, or closed by either side. */
  readonly lost: () => void;
}

/** Wires a peer's channel and connection state to `on`. */
export function wirePeer(peer: Peer, on: PeerEvents): void {
  const { pc, channel } = peer;
  let gone = false;
  let down = false;
  const lose = () => {
    if (gone) return;
    gone = true;
    on.lost();
    closePeer(peer);
  };
  channel.addEventListener('open', () => on.open({ send: (text) => channel.send(text), close: () => closePeer(peer) }));
  channel.addEventListener('message', (e) => on.message(e.data));
  channel.addEventListener('close', lose);
  pc.addEventListener('connectionstatechange', () => {
    const state = pc.connectionState;
    if (state === 'disconnected' && !down) {
      down = true;
      on.reconnecting();
    } else if (state === 'connected' && down) {
      down = false;
      on.recovered();
    } else if (state === 'failed' || state === 'closed') lose();
  });
}
