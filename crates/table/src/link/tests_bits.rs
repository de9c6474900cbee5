//! The link's bytes against known vectors: the bit packing, the varints, the CRC-32 and base64url.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use super::bits::{crc32, width, Packer, Unpacker};
use crate::save::SaveProblem;

fn packed(write: impl FnOnce(&mut Packer)) -> Vec<u8> {
    let mut packer = Packer::default();
    write(&mut packer);
    let mut bytes = packer.sealed();
    bytes.truncate(bytes.len() - 4);
    bytes
}

/// An unpacker of `bytes`, sealed as a link is.
fn unpacker(bytes: &[u8]) -> Unpacker {
    let mut sealed = bytes.to_vec();
    sealed.extend(crc32(bytes).to_be_bytes());
    Unpacker::unseal(sealed).expect("sealed here")
}

#[test]
fn a_move_takes_just_the_bits_its_choice_needs() {
    let widths = [(1, 0), (2, 1), (3, 2), (4, 2), (5, 3), (8, 3), (9, 4), (256, 8), (257, 9)];
    for (choices, bits) in widths {
        assert_eq!(width(choices), bits, "{choices} choices");
    }
}

#[test]
fn bits_are_packed_highest_first_and_the_last_byte_padded_with_zeros() {
    let bytes = packed(|p| {
        p.bits(0b101, 3);
        p.bits(0, 0);
        p.bits(1, 1);
        p.bits(0b1_1110_0001, 9);
    });
    assert_eq!(bytes, [0b1011_1111, 0b0000_1000]);
    let mut back = unpacker(&bytes);
    assert_eq!([3, 0, 1, 9].map(|bits| back.bits(bits).unwrap()), [0b101, 0, 1, 0b1_1110_0001]);
    assert!(back.finish().is_ok());
}

#[test]
fn numbers_are_leb128_varints_with_one_spelling_each() {
    let vectors: [(u64, &[u8]); 5] = [
        (0, &[0x00]),
        (127, &[0x7F]),
        (128, &[0x80, 0x01]),
        (300, &[0xAC, 0x02]),
        (u64::MAX, &[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]),
    ];
    for (value, bytes) in vectors {
        assert_eq!(packed(|p| p.varint(value)), bytes, "{value}");
        assert_eq!(unpacker(bytes).varint(), Ok(value), "{bytes:x?}");
    }
    let misspelt: [&[u8]; 3] =
        [&[0x80, 0x00], &[0xFF; 10], &[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02]];
    for bytes in misspelt {
        assert!(matches!(unpacker(bytes).varint(), Err(SaveProblem::Damaged(_))), "{bytes:x?}");
    }
}

#[test]
fn the_check_is_the_crc_32_of_zip_and_png() {
    assert_eq!(crc32(b""), 0);
    assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    assert_eq!(crc32(b"The quick brown fox jumps over the lazy dog"), 0x414F_A339);
}

#[test]
fn a_link_is_base64url_without_padding_and_only_its_one_spelling_reads() {
    let rfc_4648 = [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE")];
    for (bytes, text) in rfc_4648 {
        assert_eq!(URL_SAFE_NO_PAD.encode(bytes), text);
        assert_eq!(URL_SAFE_NO_PAD.decode(text).unwrap(), bytes.as_bytes());
    }
    // The URL-safe letters for 62 and 63, where plain base64 has '+' and '/'.
    assert_eq!(URL_SAFE_NO_PAD.encode([0xFB, 0xFF]), "-_8");
    for wrong in ["Zg==", "Zh", "Zm9v+", "Zm9v/", "Z"] {
        assert!(URL_SAFE_NO_PAD.decode(wrong).is_err(), "{wrong}");
    }
}

#[test]
fn a_check_that_does_not_match_or_bytes_left_over_are_damage() {
    let mut sealed = packed(|p| p.varint(5));
    sealed.extend(crc32(&sealed).to_be_bytes());
    assert!(Unpacker::unseal(sealed.clone()).is_ok());
    sealed[0] ^= 1;
    assert!(matches!(Unpacker::unseal(sealed), Err(SaveProblem::Damaged(_))));
    for short in [&[][..], &[1, 2, 3, 4]] {
        assert!(matches!(Unpacker::unseal(short.to_vec()), Err(SaveProblem::Damaged(_))), "{short:?}");
    }
    let mut left = unpacker(&[0x05, 0x00]);
    assert_eq!(left.varint(), Ok(5));
    assert!(matches!(left.finish(), Err(SaveProblem::Damaged(_))), "a whole byte left over");
    let mut padded = unpacker(&[0b1010_0001]);
    assert_eq!(padded.bits(3), Ok(0b101));
    assert!(matches!(padded.finish(), Err(SaveProblem::Damaged(_))), "padding bits that are not zero");
    assert!(matches!(unpacker(&[0x03, b'a']).bytes(), Err(SaveProblem::Damaged(_))), "a length past the end");
}
