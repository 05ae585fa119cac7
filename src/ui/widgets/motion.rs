//! Reduced motion, for players who find movement on the screen uncomfortable: the rabbits fade
//! from their old spaces to their new ones instead of hopping along the track, the voting
//! wheel turns to its number at once instead of sweeping there, and egui's own small
//! animations (a switch's knob, a panel opening) are instant. The app sets it once a frame
//! from the settings (or the system's wish); both windows read it.

use egui::Id;

fn setting_id() -> Id {
    Id::unique("fabula reduce motion")
}

/// Whether the screens move as little as they can (the table display too: it shares the
/// context).
pub fn reduce_motion(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp(setting_id())).unwrap_or(false)
}

/// Moves as little as possible from now on (or moves again): call once a frame, before
/// drawing. egui's own animations take no time while motion is reduced, and take their own
/// time again after (the styles are left alone while motion was never reduced).
pub fn set_reduce_motion(ctx: &egui::Context, on: bool) {
    let was = ctx
        .data(|d| d.get_temp::<bool>(setting_id()))
        .unwrap_or(false);
    ctx.data_mut(|d| d.insert_temp(setting_id(), on));
    if was == on {
        return;
    }
    let kept = setting_id().with("animation time");
    if on {
        let seconds = ctx.global_style().animation_time;
        ctx.data_mut(|d| d.insert_temp(kept, seconds));
        ctx.all_styles_mut(|style| style.animation_time = 0.0);
    } else if let Some(seconds) = ctx.data(|d| d.get_temp::<f32>(kept)) {
        ctx.all_styles_mut(|style| style.animation_time = seconds);
    }
}

/// How a thing that moves gets to its new place: sweeping there, or (reduced motion) fading
/// out where it was while it fades in where it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Moves along its way.
    Sweep,
    /// Fades from the old place to the new.
    Fade,
}

impl Motion {
    /// The motion the window asks for now.
    pub fn of(ctx: &egui::Context) -> Motion {
        if reduce_motion(ctx) {
            Motion::Fade
        } else {
            Motion::Sweep
        }
    }
}
