//! Soft card sounds, made in the browser with Web Audio (no sound files): a short brush of
//! noise when a card is played or drafted, and a low double tap when a trick is gathered.
//! Off unless the player turns them on in Settings; nothing plays before they do (browsers
//! let a page make sound only after a click anyway).

use super::ctl::Ctl;
use leptos::prelude::*;

/// Plays a sound at every move of the game in progress, while sounds are on.
pub fn provide(ctl: Ctl) {
    let position = Memo::new(move |_| {
        ctl.play
            .session
            .with(|s| s.as_ref().map(|s| (s.token(), s.game().just_shown())))
    });
    Effect::new(move |before: Option<Option<((u64, u64), bool)>>| {
        let now = position.get();
        let on = ctl.keep.settings.with_untracked(|s| s.sound);
        // Only a move in the same game makes a sound (not opening or loading one).
        if let (true, Some(Some((before, _))), Some((after, gathered))) = (on, before, now) {
            if before.0 == after.0 && after.1 > before.1 {
                if gathered {
                    web::gather();
                } else {
                    web::card();
                }
            }
        }
        now
    });
}

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;
    use web_sys::{AudioContext, BiquadFilterType, OscillatorType};

    thread_local! {
        static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    }

    fn with_context(f: impl FnOnce(&AudioContext) -> Result<(), wasm_bindgen::JsValue>) {
        CONTEXT.with(|c| {
            let mut c = c.borrow_mut();
            if c.is_none() {
                *c = AudioContext::new().ok();
            }
            if let Some(ctx) = c.as_ref() {
                let _ = ctx.resume();
                let _ = f(ctx);
            }
        });
    }

    /// A card laid down: 70 ms of band-passed noise, quickly fading.
    pub fn card() {
        with_context(|ctx| {
            let rate = ctx.sample_rate();
            let len = (rate * 0.07) as u32;
            let buffer = ctx.create_buffer(1, len, rate)?;
            let mut data = vec![0f32; len as usize];
            let mut seed: u32 = 0x9E37_79B9;
            for (i, x) in data.iter_mut().enumerate() {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                let noise = (seed as f32 / u32::MAX as f32) * 2.0 - 1.0;
                let fade = 1.0 - i as f32 / len as f32;
                *x = noise * fade * fade;
            }
            buffer.copy_to_channel(&data, 0)?;
            let source = ctx.create_buffer_source()?;
            source.set_buffer(Some(&buffer));
            let filter = ctx.create_biquad_filter()?;
            filter.set_type(BiquadFilterType::Bandpass);
            filter.frequency().set_value(2200.0);
            filter.q().set_value(0.8);
            let gain = ctx.create_gain()?;
            gain.gain().set_value(0.18);
            source.connect_with_audio_node(&filter)?;
            filter.connect_with_audio_node(&gain)?;
            gain.connect_with_audio_node(&ctx.destination())?;
            source.start()?;
            Ok(())
        });
    }

    /// A trick gathered: two soft low taps.
    pub fn gather() {
        with_context(|ctx| {
            let t = ctx.current_time();
            for (k, freq) in [(0.0, 220.0), (0.09, 180.0)] {
                let osc = ctx.create_oscillator()?;
                osc.set_type(OscillatorType::Sine);
                osc.frequency().set_value(freq);
                let gain = ctx.create_gain()?;
                gain.gain().set_value_at_time(0.0, t + k)?;
                gain.gain()
                    .linear_ramp_to_value_at_time(0.12, t + k + 0.01)?;
                gain.gain()
                    .exponential_ramp_to_value_at_time(0.001, t + k + 0.16)?;
                osc.connect_with_audio_node(&gain)?;
                gain.connect_with_audio_node(&ctx.destination())?;
                osc.start_with_when(t + k)?;
                osc.stop_with_when(t + k + 0.2)?;
            }
            Ok(())
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod web {
    pub fn card() {}
    pub fn gather() {}
}
