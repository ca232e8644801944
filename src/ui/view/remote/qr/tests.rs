use super::*;
use crate::ui::view::remote::signal_code::samples::{
    CHROMIUM_ANSWER, CHROMIUM_OFFER, FIREFOX_OFFER,
};
use crate::ui::view::remote::signal_code::{encode_answer, encode_offer, link};
use trumps_rules::remote::Invite;

const PAGE: &str = "https://trumps.example.org/play/";

fn invite() -> Invite {
    Invite {
        table: "t7k2m9qx".to_string(),
        code: "k7m2pq9xza".to_string(),
    }
}

fn offer_link(sdp: &str) -> String {
    link(
        PAGE,
        &encode_offer(&invite(), sdp, 1_795_000_000_000, 600_000),
    )
}

/// The dark squares of a drawing made by [`svg`]: its path is `M{x} {y}h{w}v{h}H{x}V{y}`
/// for each run of dark modules.
fn dark_rects(drawing: &str) -> Vec<(usize, usize, usize, usize)> {
    let start = drawing.find(" d=\"").unwrap() + 4;
    let path = &drawing[start..];
    let path = &path[..path.find('"').unwrap()];
    path.split('M')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let numbers: Vec<usize> = part
                .split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty())
                .map(|n| n.parse().unwrap())
                .collect();
            (numbers[0], numbers[1], numbers[2], numbers[3])
        })
        .collect()
}

/// Small, seeded randomness for camera noise.
fn noise(seed: &mut u64) -> i32 {
    *seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
    ((*seed >> 33) % 61) as i32 - 30
}

/// A camera frame of the drawing: `module` pixels a module, set `left` and `top` pixels into
/// a grey background, dark at about 40 and light at about 215, with noise on every pixel.
fn camera_frame(drawing: &str, module: usize, left: usize, top: usize) -> (usize, usize, Vec<u8>) {
    let view = drawing.find("viewBox=\"0 0 ").unwrap() + 13;
    let side: usize = drawing[view..].split(' ').next().unwrap().parse().unwrap();
    let (width, height) = (left + side * module + 31, top + side * module + 17);
    let mut level = vec![128i32; width * height];
    for y in 0..side * module {
        for x in 0..side * module {
            level[(top + y) * width + left + x] = 215;
        }
    }
    for (x0, y0, w, h) in dark_rects(drawing) {
        for y in y0 * module..(y0 + h) * module {
            for x in x0 * module..(x0 + w) * module {
                level[(top + y) * width + left + x] = 40;
            }
        }
    }
    let mut seed = 30;
    let pixels = level
        .into_iter()
        .map(|l| (l + noise(&mut seed)).clamp(0, 255) as u8)
        .collect();
    (width, height, pixels)
}

#[test]
fn a_drawn_offer_link_is_read_back_from_a_camera_frame() {
    for sdp in [CHROMIUM_OFFER, FIREFOX_OFFER] {
        let text = offer_link(sdp);
        let drawing = svg(&text).unwrap();
        let (width, height, pixels) = camera_frame(&drawing, 4, 37, 23);
        assert_eq!(decode_luma(width, height, &pixels), Ok(text));
    }
}

#[test]
fn a_drawn_answer_is_read_back_from_a_camera_frame() {
    let text = encode_answer(&invite(), CHROMIUM_ANSWER);
    let drawing = svg(&text).unwrap();
    let (width, height, pixels) = camera_frame(&drawing, 4, 11, 52);
    assert_eq!(decode_luma(width, height, &pixels), Ok(text));
}

#[test]
fn the_drawing_is_sized_by_css_and_named() {
    let drawing = svg("https://trumps.example.org/?join=TgEB").unwrap();
    assert!(drawing.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "));
    let tag = &drawing[..drawing.find('>').unwrap()];
    assert!(!tag.contains("width") && !tag.contains("height"), "{tag}");
    assert!(tag.contains("role=\"img\""), "{tag}");
    assert!(drawing.contains("<title>QR code to scan with the other device's camera</title>"));
    assert!(drawing.contains("fill=\"#000\"") && drawing.contains("fill=\"#fff\""));
    assert!(drawing.ends_with("</svg>"));
    assert!(!drawing.contains("<?xml"));
    // A version 3 code (29 modules) and its quiet zone of 4 modules each side.
    assert!(drawing.contains("viewBox=\"0 0 37 37\""), "{drawing}");
}

#[test]
fn text_too_long_is_refused_in_plain_words() {
    assert!(svg(&"x".repeat(MAX_BYTES)).is_ok());
    assert_eq!(
        svg(&"x".repeat(MAX_BYTES + 1)),
        Err(format!(
            "This is too long for a QR code: {} characters, where at most {MAX_BYTES} fit.",
            MAX_BYTES + 1
        ))
    );
}

#[test]
fn a_blank_frame_has_no_code() {
    let (width, height) = (320, 240);
    let mut seed = 7;
    let blank: Vec<u8> = (0..width * height)
        .map(|_| (200 + noise(&mut seed)) as u8)
        .collect();
    let no_code = "No QR code found: hold the code steady inside the frame, in good light.";
    assert_eq!(decode_luma(width, height, &blank), Err(no_code.to_string()));
    assert_eq!(decode_luma(0, 0, &[]), Err(no_code.to_string()));
    assert!(decode_luma(10, 10, &[0; 99])
        .unwrap_err()
        .starts_with("The camera picture is not the size it says"));
}

/// The QR versions the module's doc gives: run with `--nocapture` to see them.
#[test]
fn versions_of_real_offer_links() {
    for (name, text) in [
        ("Chromium offer link", offer_link(CHROMIUM_OFFER)),
        ("Firefox offer link", offer_link(FIREFOX_OFFER)),
        ("Chromium answer", encode_answer(&invite(), CHROMIUM_ANSWER)),
    ] {
        let at = |level| match QrCode::with_error_correction_level(text.as_bytes(), level) {
            Ok(code) => format!("{:?} ({} modules)", code.version(), code.width()),
            Err(e) => format!("{e}"),
        };
        println!(
            "{name}: {} characters -> QR at L {}, at M {}",
            text.len(),
            at(EcLevel::L),
            at(EcLevel::M)
        );
    }
}

/// Frames of random blocks (edges and squares that look a little like a code's corners), of
/// random sizes: reading them never panics, and finds nothing.
#[test]
fn random_frames_never_panic() {
    let mut seed = 30u64;
    for round in 0..60 {
        let width = 21 + (noise(&mut seed) + 30) as usize * 3;
        let height = 21 + (noise(&mut seed) + 30) as usize * 2;
        let block = 1 + round % 7;
        let mut pixels = vec![0u8; width * height];
        for by in (0..height).step_by(block) {
            for bx in (0..width).step_by(block) {
                let shade = if noise(&mut seed) > 0 { 20 } else { 230 };
                for y in by..(by + block).min(height) {
                    for x in bx..(bx + block).min(width) {
                        pixels[y * width + x] = shade;
                    }
                }
            }
        }
        assert!(
            decode_luma(width, height, &pixels).is_err(),
            "round {round}"
        );
    }
}
