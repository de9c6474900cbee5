//! Sound, off by default and remembered: a die, a step, a win; nothing plays before a tap.
//! The sounds are made by the browser's own synthesiser (Web Audio), a few notes each, so
//! the game carries no sound files. The page's audio is its `Speaker`, a context the shell
//! provides at its root and turns on (`Speaker::turn_on`, from a tap, which lets the browser start
//! its audio) and whose choice it remembers; the boards only `play` on it.
//! Uses nothing of `ui`.

use leptos::prelude::*;
use web_sys::{AudioContext, OscillatorType};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// The dice thrown: a short rattle.
    Die,
    /// A piece moved one square.
    Step,
    /// A game won: a rising chord.
    Win,
}

/// The audio of the page: none until sound is on and a person has tapped since.
#[derive(Clone, Copy)]
pub struct Speaker(StoredValue<Option<AudioContext>, LocalStorage>);

impl Speaker {
    /// The page's speaker, silent at first: made and provided once, at the app's root.
    pub fn provide() -> Speaker {
        let speaker = Speaker(StoredValue::new_local(None));
        provide_context(speaker);
        speaker
    }

    /// The page's speaker, for a board or screen to take where it is made (its timers run where
    /// no context is found). A board drawn where the app provides none (a test) gets a speaker
    /// of its own, which nothing turns on.
    pub fn here() -> Speaker {
        use_context().unwrap_or_else(|| Speaker(StoredValue::new_local(None)))
    }

    /// Turns sound on; called from a tap (the switch, or the first tap of a page opened with
    /// sound on), since a browser lets a page start its audio only then.
    pub fn turn_on(self) {
        self.0.update_value(|audio| {
            if audio.is_none() {
                *audio = AudioContext::new().ok();
            }
        });
    }

    pub fn turn_off(self) {
        if let Some(audio) = self.0.try_update_value(Option::take).flatten() {
            let _ = audio.close();
        }
    }

    pub fn is_on(self) -> bool {
        self.0.try_with_value(Option::is_some).unwrap_or(false)
    }

    /// Plays `sound` if sound is on; nothing otherwise.
    pub fn play(self, sound: Sound) {
        self.0.try_with_value(|audio| {
            if let Some(audio) = audio {
                for &(after, hz, length) in notes(sound) {
                    let _ = note(audio, sound, after, hz, length);
                }
            }
        });
    }
}

/// (seconds after now, frequency in Hz, length in seconds) of each note of a sound.
fn notes(sound: Sound) -> &'static [(f64, f32, f64)] {
    match sound {
        Sound::Die => &[(0.0, 420.0, 0.03), (0.06, 310.0, 0.03), (0.13, 520.0, 0.03), (0.22, 360.0, 0.04)],
        Sound::Step => &[(0.0, 660.0, 0.05)],
        Sound::Win => &[(0.0, 523.3, 0.14), (0.12, 659.3, 0.14), (0.24, 784.0, 0.14), (0.36, 1046.5, 0.4)],
    }
}

/// One note: an oscillator through a gain that fades out, so that no note clicks.
fn note(audio: &AudioContext, sound: Sound, after: f64, hz: f32, length: f64) -> Result<(), wasm_bindgen::JsValue> {
    let start = audio.current_time() + after;
    let tone = audio.create_oscillator()?;
    tone.set_type(if sound == Sound::Die { OscillatorType::Square } else { OscillatorType::Triangle });
    tone.frequency().set_value(hz);
    let volume = audio.create_gain()?;
    volume.gain().set_value_at_time(if sound == Sound::Die { 0.05 } else { 0.12 }, start)?;
    volume.gain().exponential_ramp_to_value_at_time(0.0001, start + length)?;
    tone.connect_with_audio_node(&volume)?;
    volume.connect_with_audio_node(&audio.destination())?;
    tone.start_with_when(start)?;
    tone.stop_with_when(start + length)?;
    Ok(())
}
