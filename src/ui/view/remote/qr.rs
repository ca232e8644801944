//! QR codes: drawn as SVG for the screen ([`svg`]), and found and read in a greyscale camera
//! frame ([`decode_luma`]). Pure Rust (`qrcode` without its image support, `rqrr` without
//! `image`), so it is tested natively.
//!
//! Error correction is level L (7 % of the code may be unreadable). The code is shown on a
//! screen to a phone's camera a hand's length away: nothing smudges or tears it, and what makes
//! a scan fail is modules too small for the camera to resolve. L gives the fewest, largest
//! modules for the text: a Chromium offer's link (840 characters) fits in a QR code of version
//! 20 (97 modules a side) at L, where M would need version 23 (109 a side); a Chromium answer
//! code (683 characters) is version 18 at L, 21 at M (`versions_of_real_offer_links`).

use crate::ui::model::lang::{say, say_with, Msg, Value};
use qrcode::render::svg;
use qrcode::types::QrError;
use qrcode::{EcLevel, QrCode};

/// The error correction level of the codes drawn (see the module's doc).
pub const LEVEL: EcLevel = EcLevel::L;

/// Bytes a QR code holds at most at [`LEVEL`] (version 40, byte mode).
pub const MAX_BYTES: usize = 2953;

/// `text` as a QR code in SVG: black on white with the standard quiet zone of four modules,
/// sized by a `viewBox` of one unit a module (no width or height: CSS sizes it), and named for
/// screen readers (`role="img"`, `<title>`). Text too long for a QR code is refused in plain
/// words.
pub fn svg(text: &str) -> Result<String, String> {
    let code =
        QrCode::with_error_correction_level(text.as_bytes(), LEVEL).map_err(|e| match e {
            QrError::DataTooLong => say_with(
                Msg::RemoteQrTooLong,
                &[
                    ("n", Value::Number(text.len() as f64)),
                    ("max", Value::Number(MAX_BYTES as f64)),
                ],
            ),
            other => say_with(
                Msg::RemoteQrCannotDraw,
                &[("why", Value::Text(&other.to_string()))],
            ),
        })?;
    let drawn = code
        .render::<svg::Color>()
        .module_dimensions(1, 1)
        .quiet_zone(true)
        .dark_color(svg::Color("#000"))
        .light_color(svg::Color("#fff"))
        .build();
    // The crate writes an XML prolog and an opening tag with a fixed size: both give way to
    // an opening tag of our own (the drawing after it, a white square and one black path, is
    // kept as it is).
    let drawing = drawn
        .find("<svg")
        .and_then(|start| drawn.get(start..))
        .and_then(|tag| tag.find('>').and_then(|end| tag.get(end + 1..)))
        .ok_or_else(|| say(Msg::RemoteQrNotDrawn))?;
    let side = code.width() + 8;
    Ok(format!(
        concat!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}""#,
            r#" shape-rendering="crispEdges" role="img" aria-label="{title}">"#,
            "<title>{title}</title>{drawing}"
        ),
        side = side,
        // What the screen reader says for the picture, as text in an attribute and a tag.
        title = say(Msg::RemoteQrTitle)
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('"', "&quot;"),
        drawing = drawing
    ))
}

/// The text of the first QR code found in a greyscale camera frame (`width × height` bytes,
/// row after row, 0 black and 255 white). Says in plain words when none is found or one is
/// seen but cannot be read.
pub fn decode_luma(width: usize, height: usize, pixels: &[u8]) -> Result<String, String> {
    if width.checked_mul(height) != Some(pixels.len()) {
        return Err(say_with(
            Msg::RemoteQrWrongSize,
            &[
                ("width", Value::Number(width as f64)),
                ("height", Value::Number(height as f64)),
                ("bytes", Value::Number(pixels.len() as f64)),
            ],
        ));
    }
    if width < 21 || height < 21 {
        return Err(say(Msg::RemoteQrNone));
    }
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| {
        pixels.get(y * width + x).copied().unwrap_or(u8::MAX)
    });
    let grids = image.detect_grids();
    if grids.is_empty() {
        return Err(say(Msg::RemoteQrNone));
    }
    grids
        .iter()
        .find_map(|grid| grid.decode().ok().map(|(_, text)| text))
        .ok_or_else(|| say(Msg::RemoteQrUnreadable))
}

#[cfg(test)]
mod tests;
