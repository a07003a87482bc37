// ElevatedPlanRules: what `cudnn-setup apply` — the half of an install that runs as root (pkexec,
// sudo) or as an administrator (UAC) — accepts of the plan the unprivileged half wrote. Anyone
// who can run a program as that user can write the plan file, so it is a request: every part is
// checked against rules this process owns, and anything else refuses the whole plan, naming the
// part, before anything is changed.
//
//  - the id is a plain token; the records go into the system state folder, whatever the plan says;
//  - the plan is for all users, and for the operating system of the machine it is applied to;
//  - no path or name holds a control character (a newline in a library folder would be a second
//    line of ld.so.conf) or a character that hides or reorders text in the prompt, every path is
//    absolute and clean;
//  - the target root lies below /usr/local or /opt (Program Files on Windows), also once links
//    are resolved, and into-toolkit installs go into a folder that holds a CUDA Toolkit;
//  - every file, folder and removal lies inside the target root; without CUDA pieces, files are
//    cuDNN's by name (cudnn*, libcudnn*, its licence); removals are cuDNN's by name;
//  - CUDA pieces go into a toolkit folder of their own release (cuda-13.0, CUDA\v13.0) and only
//    into a toolkit's folders (bin, include, lib, nvvm, ...); on Linux no program or library they
//    bring carries the name of one the system has in its own folders, since their bin/ goes in
//    front of PATH and their library folder into ld.so.conf for every program, root's included;
//  - staged files come from this plan's own staging folder and carry their SHA-256 and size; a
//    staged link's text is relative and stays inside the target root;
//  - the environment edits are ones this process derives itself for that target (Linux), or the
//    Path and CUDA_PATH values with folders inside the target root (Windows);
//  - the only command is the loader cache refresh, ldconfig from a fixed system path.
#pragma once

#include "core/install/InstallPlan.h"
#include "core/platform/SystemPaths.h"

#include <QCoreApplication>

#include <optional>

namespace cudnnsetup {

class ElevatedPlanRules
{
    Q_DECLARE_TR_FUNCTIONS(ElevatedPlanRules)

public:
    // Apply: the administrator's process checks a plan it is asked to apply. Preview: the user's
    // process checks a plan before it asks for the password, so that one the administrator
    // would refuse is never put to them; its staged files' SHA-256 are added only when the plan
    // is written for the administrator (Installer::writeElevatedPlan), so they are not asked for.
    enum class Check { Apply, Preview };

    // The plan this process will apply, made from `request` for the machine `paths` describes;
    // nullopt with `refusal` (translated) naming what broke the rules.
    static std::optional<InstallPlan> vet(const InstallPlan &request, const SystemPaths &paths, QString *refusal,
                                          Check check = Check::Apply);
    // Whether `text` holds a character no path or name in a plan may hold: a control character
    // (C0, DEL, C1, the line and paragraph separators) or one that reorders or hides text (the
    // bidirectional embeddings, overrides and isolates, zero-width characters).
    static bool hasHiddenCharacter(const QString &text);

    // A plan or record id: letters, digits, '-' and '_', at most 64, not starting with '-'.
    static bool isPlainId(const QString &id);
    // The loader refresh an elevated install runs: ldconfig from the first of /sbin and
    // /usr/sbin that has it, by full path (never found through PATH).
    static QStringList loaderRefreshCommand();
    // Where an elevated install may put a target root: /usr/local and /opt of the target system,
    // Program Files on Windows.
    static QStringList targetParents(const SystemPaths &paths);
};

} // namespace cudnnsetup
