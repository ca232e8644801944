//! Reading a QR code with the device's camera: the picture is shown, and a few times a second
//! a greyscale frame of it goes to the QR reader in wasm ([`super::qr::decode_luma`]). The
//! first code read is handed over and the camera stops. Pasting the code's text works
//! everywhere; the camera is the quicker way where there is one.

use crate::ui::model::lang::{say, Msg};
use leptos::prelude::*;

/// *Scan with the camera*; while scanning, the camera's picture and *Stop*. `found` gets the
/// first code's text.
#[component]
pub fn QrScanner(
    /// The button's words: "Scan their code with the camera".
    label: Msg,
    found: fn(String),
    testid: &'static str,
) -> impl IntoView {
    let scanning = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    let video = NodeRef::<leptos::html::Video>::new();
    let run = RwSignal::new(0u32);
    let stop = move || {
        run.update(|r| *r += 1);
        scanning.set(false);
        if let Some(v) = video.get_untracked() {
            imp::stop(&v);
        }
    };
    on_cleanup(move || {
        if let Some(v) = video.get_untracked() {
            imp::stop(&v);
        }
    });
    let begin = move || {
        problem.set(None);
        scanning.set(true);
        run.update(|r| *r += 1);
        let this_run = run.get_untracked();
        leptos::task::spawn_local(async move {
            // The video element is drawn once `scanning` is set.
            gloo_timers::future::TimeoutFuture::new(0).await;
            let Some(v) = video.get_untracked() else {
                return;
            };
            // The scanner may be gone from the page meanwhile (its dialog moved on): its
            // signals are then read with `try_`, and the loop ends.
            let result = imp::scan(&v, move || run.try_get_untracked() == Some(this_run)).await;
            imp::stop(&v);
            if run.try_get_untracked() != Some(this_run) {
                return;
            }
            let _ = scanning.try_set(false);
            match result {
                Ok(text) => found(text),
                Err(why) => {
                    let _ = problem.try_set(Some(why));
                }
            }
        });
    };
    view! {
        <div class="qr-scanner">
            <Show
                when=move || scanning.get()
                fallback=move || view! {
                    <button type="button" class="btn" data-testid=testid on:click=move |_| begin()>
                        {move || say(label)}
                    </button>
                }
            >
                <video class="scan-view" node_ref=video muted=true playsinline=true aria-label=move || say(Msg::RemoteCameraPicture)></video>
                <p class="muted small" role="status">{move || say(Msg::RemoteScanHold)}</p>
                <button type="button" class="btn" data-testid=format!("{testid}-stop") on:click=move |_| stop()>
                    {move || say(Msg::RemoteScanStop)}
                </button>
            </Show>
            {move || problem.get().map(|p| view! { <p class="error" role="alert" data-testid=format!("{testid}-problem")>{p}</p> })}
        </div>
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    /// How often a frame is read.
    const EVERY_MS: u32 = 250;
    /// Frames are read at most this wide (larger ones take longer and read no better).
    const MAX_WIDTH: u32 = 800;
    use crate::ui::model::lang::{say, Msg};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};

    fn camera_words(e: &JsValue) -> String {
        let name = js_sys::Reflect::get(e, &JsValue::from_str("name"))
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default();
        say(match name.as_str() {
            "NotAllowedError" | "SecurityError" => Msg::RemoteCameraNotAllowed,
            "NotFoundError" | "OverconstrainedError" => Msg::RemoteCameraNone,
            "NotReadableError" => Msg::RemoteCameraBusy,
            _ => Msg::RemoteCameraFailed,
        })
    }

    /// Opens the camera into `video` and reads frames until a QR code is read, the camera
    /// fails, or `going()` says stop.
    pub async fn scan(
        video: &HtmlVideoElement,
        going: impl Fn() -> bool,
    ) -> Result<String, String> {
        let no_camera = || say(Msg::RemoteCameraUnavailable);
        let devices = web_sys::window()
            .and_then(|w| w.navigator().media_devices().ok())
            .ok_or_else(no_camera)?;
        let constraints = web_sys::MediaStreamConstraints::new();
        let video_wanted = js_sys::Object::new();
        let _ = js_sys::Reflect::set(
            &video_wanted,
            &JsValue::from_str("facingMode"),
            &JsValue::from_str("environment"),
        );
        constraints.set_video(&video_wanted);
        constraints.set_audio(&JsValue::FALSE);
        let asked = devices
            .get_user_media_with_constraints(&constraints)
            .map_err(|_| no_camera())?;
        let stream: MediaStream = JsFuture::from(asked)
            .await
            .map_err(|e| camera_words(&e))?
            .dyn_into()
            .map_err(|_| no_camera())?;
        video.set_src_object(Some(&stream));
        if let Ok(p) = video.play() {
            let _ = JsFuture::from(p).await;
        }
        let canvas: HtmlCanvasElement = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.create_element("canvas").ok())
            .and_then(|c| c.dyn_into().ok())
            .ok_or_else(no_camera)?;
        let context: CanvasRenderingContext2d = canvas
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into().ok())
            .ok_or_else(no_camera)?;
        while going() {
            gloo_timers::future::TimeoutFuture::new(EVERY_MS).await;
            let (w, h) = (video.video_width(), video.video_height());
            if w == 0 || h == 0 {
                continue;
            }
            let scale = (MAX_WIDTH as f64 / w as f64).min(1.0);
            let (cw, ch) = ((w as f64 * scale) as u32, (h as f64 * scale) as u32);
            canvas.set_width(cw);
            canvas.set_height(ch);
            if context
                .draw_image_with_html_video_element_and_dw_and_dh(
                    video, 0.0, 0.0, cw as f64, ch as f64,
                )
                .is_err()
            {
                continue;
            }
            let Ok(image) = context.get_image_data(0.0, 0.0, cw as f64, ch as f64) else {
                continue;
            };
            let rgba = image.data();
            let luma: Vec<u8> = rgba
                .chunks_exact(4)
                .map(|p| ((p[0] as u32 * 77 + p[1] as u32 * 150 + p[2] as u32 * 29) >> 8) as u8)
                .collect();
            if let Ok(text) = super::super::qr::decode_luma(cw as usize, ch as usize, &luma) {
                return Ok(text);
            }
        }
        Err("Stopped.".into())
    }

    /// Stops the camera shown in `video`.
    pub fn stop(video: &HtmlVideoElement) {
        if let Some(stream) = video
            .src_object()
            .and_then(|s| s.dyn_into::<MediaStream>().ok())
        {
            for track in stream.get_tracks().iter() {
                if let Ok(t) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                    t.stop();
                }
            }
        }
        video.set_src_object(None);
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    pub async fn scan(
        _video: &web_sys::HtmlVideoElement,
        _going: impl Fn() -> bool,
    ) -> Result<String, String> {
        Err("There is no camera outside a browser.".into())
    }
    pub fn stop(_video: &web_sys::HtmlVideoElement) {}
}
