/**
 * SHA-256 of a UTF-8 string as lower-case hex, with @noble/hashes (audited, synchronous, the same digest in the edge,
 * the browser and the service worker): the raffle draw's published commitment and its recomputation, and the Spor
 * Toto draw of a cancelled match. Not for secrets.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));
