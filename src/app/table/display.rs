//! The table display's window: a deferred egui viewport that draws
//! [`crate::ui::table::table_ui`].
//!
//! The viewport's closure owns nothing but an `Arc<Mutex<Shared>>`, and the app puts into it
//! only a [`TableSnapshot`]: a copy of the [`crate::engine::PublicView`], the finished turns
//! (public), the tokens and the texture ids of the cards on the board. The window cannot reach
//! the game's state, so it cannot show a hand, a submission or a vote before the engine makes
//! it public. A deferred viewport (rather than an immediate one) also lets the projector
//! repaint on its own, e.g. while the rabbits hop, without redrawing the laptop.

use super::snapshot::TableSnapshot;
use crate::app::settings::{TextStep, take_text_steps};
use crate::app::window::placement::{fit_to_monitor, placement_of};
use crate::i18n::{self, Language};
use crate::persist::{TextSize, WindowPlacement};
use crate::ui::table::table_ui;
use egui::{ViewportBuilder, ViewportClass, ViewportCommand, ViewportId};
use std::sync::{Arc, Mutex, MutexGuard};

/// The window title, in the current language.
pub fn title() -> String {
    crate::t!("table-window-title")
}

/// The keys a presentation clicker sends, which the table window passes on to the game
/// window (see `crate::app::remote`).
pub const CLICKER_KEYS: [egui::Key; 4] = [
    egui::Key::PageDown,
    egui::Key::PageUp,
    egui::Key::B,
    egui::Key::Escape,
];

/// What the app and the table window share.
#[derive(Default)]
struct Shared {
    snapshot: Option<TableSnapshot>,
    /// The turn whose reveal is showing and when it first showed (the window's clock).
    reveal_since: Option<(u32, f64)>,
    /// The window's close button was pressed.
    close_requested: bool,
    /// `M` was pressed on the table window: mute on or off (the laptop's setting).
    mute_requested: bool,
    /// Where the window is now.
    placement: Option<WindowPlacement>,
    /// The laptop's language: the table window may be drawn on another thread.
    language: Language,
    /// Presenter-remote keys pressed on the table window, for the game window to act on.
    clicker_keys: Vec<egui::Key>,
    /// The table's text size (the laptop's setting).
    text: TextSize,
    /// Ctrl + / Ctrl - / Ctrl 0 pressed on the table window, for the game window to apply.
    text_steps: Vec<TextStep>,
}

fn lock(shared: &Mutex<Shared>) -> MutexGuard<'_, Shared> {
    // A panic while drawing must not take the laptop's window down with it.
    shared
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The table display: open or closed, and where its window goes.
pub struct TableDisplay {
    open: bool,
    shared: Arc<Mutex<Shared>>,
    /// Fixed while the window is open: egui re-applies a builder that changes.
    builder: Option<ViewportBuilder>,
    placement: Option<WindowPlacement>,
    /// The generation of the snapshot handed to the window last.
    sent: Option<u64>,
}

impl TableDisplay {
    /// The viewport's id.
    pub fn viewport_id() -> ViewportId {
        ViewportId::from_hash_of("fabula table display")
    }

    /// A closed table display that will open at `placement` (the remembered one).
    pub fn new(placement: Option<WindowPlacement>) -> Self {
        TableDisplay {
            open: false,
            shared: Arc::new(Mutex::new(Shared::default())),
            builder: None,
            placement,
            sent: None,
        }
    }

    /// Whether the window is open.
    pub fn is_open(&self) -> bool {
        self.open
    }

    /// Opens or closes the window (from the next frame).
    pub fn set_open(&mut self, open: bool) {
        self.open = open;
        if !open {
            self.builder = None;
            self.sent = None;
        }
    }

    /// The presenter-remote keys ([`CLICKER_KEYS`]) pressed on the table window since the
    /// last call, in order.
    pub fn take_clicker_keys(&self) -> Vec<egui::Key> {
        std::mem::take(&mut lock(&self.shared).clicker_keys)
    }

    /// The text-size keys pressed on the table window since the last call, in order.
    pub fn take_text_steps(&self) -> Vec<TextStep> {
        std::mem::take(&mut lock(&self.shared).text_steps)
    }

    /// Where the window is (or was last), to remember between sessions.
    pub fn placement(&self) -> Option<WindowPlacement> {
        self.placement.clone()
    }

    /// Where the window opens next time.
    pub fn set_placement(&mut self, placement: Option<WindowPlacement>) {
        self.placement = placement;
    }

    /// Whether `M` was pressed on the table window since the last call.
    pub fn take_mute_request(&mut self) -> bool {
        std::mem::take(&mut lock(&self.shared).mute_requested)
    }

    /// Called once per frame of the laptop's window: takes in what the table window
    /// reported, hands it the snapshot if it is new (`generation` counts the app's changes of
    /// it) and the text size if it changed, repainting it then, and keeps the viewport alive
    /// while open. `zoom` is the interface zoom the game window asked for this frame (egui
    /// applies it from the next one, before a new window is made).
    pub fn show(
        &mut self,
        ctx: &egui::Context,
        snapshot: Option<(u64, &TableSnapshot)>,
        text: TextSize,
        zoom: f32,
    ) {
        let id = Self::viewport_id();
        {
            let mut shared = lock(&self.shared);
            if std::mem::take(&mut shared.close_requested) {
                self.open = false;
                self.builder = None;
                self.sent = None;
            }
            if shared.placement.is_some() && shared.placement != self.placement {
                self.placement.clone_from(&shared.placement);
            }
            if !self.open {
                return;
            }
            let language = i18n::language();
            let generation = snapshot.map(|(generation, _)| generation);
            if self.sent != generation || shared.language != language || shared.text != text {
                shared.snapshot = snapshot.map(|(_, s)| s.clone());
                shared.language = language;
                shared.text = text;
                self.sent = generation;
                ctx.request_repaint_of(id);
            }
        }
        let builder = self.builder.get_or_insert_with(|| {
            let monitor = ctx.input(|i| i.viewport().monitor_size);
            builder(self.placement.as_ref(), zoom, monitor)
        });
        // A new language renames the window; nothing else of the builder changes.
        let title = title();
        if builder.title.as_ref() != Some(&title) {
            builder.title = Some(title);
        }
        let builder = builder.clone();
        let shared = Arc::clone(&self.shared);
        ctx.show_viewport_deferred(id, builder, move |ui, class| {
            window_ui(ui, class, &shared);
        });
    }
}

/// The table window's builder. Its sizes are in egui points, which the interface zoom scales
/// when the window is made: they are divided by `zoom` so the window opens at the remembered
/// size in the system's points (see `placement_of`), not a little smaller at every start.
fn builder(
    placement: Option<&WindowPlacement>,
    zoom: f32,
    monitor: Option<egui::Vec2>,
) -> ViewportBuilder {
    let zoom = zoom.max(0.1);
    let builder = crate::app::identity::identify(ViewportBuilder::default())
        .with_title(title())
        .with_min_inner_size([640.0 / zoom, 360.0 / zoom]);
    let remembered = placement.cloned().unwrap_or(WindowPlacement {
        x: 0.0,
        y: 0.0,
        width: 1280.0,
        height: 720.0,
        fullscreen: false,
    });
    let in_points = WindowPlacement {
        x: remembered.x / zoom,
        y: remembered.y / zoom,
        width: remembered.width / zoom,
        height: remembered.height / zoom,
        fullscreen: remembered.fullscreen,
    };
    // The screen it opens on may be smaller than the one it was on.
    let p = monitor.map_or(in_points.clone(), |m| fit_to_monitor(&in_points, m));
    let builder = builder
        .with_inner_size([p.width, p.height])
        .with_fullscreen(p.fullscreen);
    if placement.is_some() {
        builder.with_position([p.x, p.y])
    } else {
        builder
    }
}

/// The table window's frame.
fn window_ui(ui: &mut egui::Ui, class: ViewportClass, shared: &Mutex<Shared>) {
    let ctx = ui.ctx().clone();
    // Read before `input`: the context is locked inside its closure.
    let zoom = ctx.zoom_factor();
    // Embedded (in tests) the table shares the game window's keys: those act there already.
    let own_keys = class != ViewportClass::EmbeddedWindow;
    let steps = if own_keys {
        ui.input_mut(take_text_steps)
    } else {
        Vec::new()
    };
    let (close, fullscreen, toggle, placement, now, remote, mute) = ui.input(|i| {
        let info = i.viewport();
        let fullscreen = info.fullscreen.unwrap_or(false);
        let placement = info
            .outer_rect
            .zip(info.inner_rect)
            .map(|(outer, inner)| placement_of(outer, inner, fullscreen, zoom));
        let toggle = i.key_pressed(egui::Key::F11)
            || i.pointer
                .button_double_clicked(egui::PointerButton::Primary);
        (
            info.close_requested(),
            fullscreen,
            toggle,
            placement,
            i.time,
            own_keys.then(|| {
                CLICKER_KEYS
                    .into_iter()
                    .filter(|key| i.key_pressed(*key))
                    .collect::<Vec<_>>()
            }),
            own_keys && i.key_pressed(egui::Key::M),
        )
    });
    let mut shared = lock(shared);
    i18n::set_language(shared.language);
    if close {
        shared.close_requested = true;
        ctx.request_repaint_of(ViewportId::ROOT);
    }
    if let Some(keys) = remote.filter(|keys| !keys.is_empty()) {
        shared.clicker_keys.extend(keys);
        ctx.request_repaint_of(ViewportId::ROOT);
    }
    if mute {
        shared.mute_requested = true;
        ctx.request_repaint_of(ViewportId::ROOT);
    }
    if !steps.is_empty() {
        shared.text_steps.extend(steps);
        ctx.request_repaint_of(ViewportId::ROOT);
    }
    if toggle && class != ViewportClass::EmbeddedWindow {
        ctx.send_viewport_cmd(ViewportCommand::Fullscreen(!fullscreen));
    }
    // Remember the windowed placement; fullscreen keeps the last windowed size and position.
    if let Some(mut placement) = placement {
        if fullscreen && let Some(old) = &shared.placement {
            placement = WindowPlacement {
                fullscreen: true,
                ..old.clone()
            };
        }
        shared.placement = Some(placement);
    }
    let Shared {
        snapshot,
        reveal_since,
        text,
        ..
    } = &mut *shared;
    let text = text.factor();
    let elapsed = if let Some(s) = snapshot.as_ref().filter(|s| s.view.reveal.is_some()) {
        let since = match reveal_since {
            Some((turn, since)) if *turn == s.view.turn => *since,
            _ => reveal_since.insert((s.view.turn, now)).1,
        };
        (now - since) as f32
    } else {
        *reveal_since = None;
        0.0
    };
    let game = snapshot.as_ref().map(TableSnapshot::table_view);
    if class == ViewportClass::EmbeddedWindow {
        // Without native windows (tests), the table is a fixed-size window inside the app.
        let (rect, _) = ui.allocate_exact_size(egui::vec2(960.0, 540.0), egui::Sense::hover());
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            table_ui(ui, game, elapsed, text);
        });
    } else {
        egui::CentralPanel::default()
            .frame(egui::Frame::NONE)
            .show(ui, |ui| table_ui(ui, game, elapsed, text));
    }
}

#[cfg(test)]
mod tests {
    use super::builder;
    use crate::persist::WindowPlacement;

    #[test]
    fn the_table_window_reopens_where_and_as_large_as_it_was() {
        let zoom = 0.8;
        let remembered = WindowPlacement {
            x: 200.0,
            y: 100.0,
            width: 1280.0,
            height: 720.0,
            fullscreen: false,
        };
        let made = builder(Some(&remembered), zoom, None);
        let (position, size) = (made.position.unwrap(), made.inner_size.unwrap());
        assert_eq!((position.x, position.y), (250.0, 125.0));
        assert_eq!((size.x, size.y), (1600.0, 900.0));
        // What the window then reports, in egui points, is remembered unchanged.
        let rect = egui::Rect::from_min_size(position, size);
        let again = crate::app::window::placement::placement_of(rect, rect, false, zoom);
        assert_eq!(again, remembered);
    }

    #[test]
    fn the_table_window_fits_a_smaller_monitor() {
        let remembered = WindowPlacement {
            x: 1920.0,
            y: 0.0,
            width: 1920.0,
            height: 1080.0,
            fullscreen: false,
        };
        // Zoom 0.8 and a 1024x600 screen: 2400x1350 points would run off it.
        let made = builder(Some(&remembered), 0.8, Some(egui::vec2(1024.0, 600.0)));
        let size = made.inner_size.unwrap();
        assert_eq!((size.x, size.y), (1024.0, 600.0));
        assert_eq!(made.position.map(|p| (p.x, p.y)), Some((0.0, 0.0)));
    }
}
