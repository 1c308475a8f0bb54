/* A browser's data channel and peer connection, as much of them as `wirePeer` and `closePeer` use (for the follow tests). */

export class FakeChannel extends EventTarget {
  bufferedAmount = 0;
  readonly sent: string[] = [];
  constructor(public readyState: RTCDataChannelState = 'connecting') {
    super();
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.readyState = 'closed';
  }
}

export class FakePc extends EventTarget {
  sctp = null;
  constructor(
    public connectionState: RTCPeerConnectionState = 'new',
    public iceConnectionState: RTCIceConnectionState = 'new',
  ) {
    super();
  }
  close(): void {
    this.connectionState = 'closed';
  }
}
