// SPDX-License-Identifier: MIT
#include "Theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace rac::ui {
namespace {

QPalette darkPalette()
{
    QPalette p;
    const QColor window(37, 37, 38), base(30, 30, 30), text(220, 220, 220), highlight(38, 79, 120);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, window);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(86, 156, 214));
    p.setColor(QPalette::PlaceholderText, QColor(140, 140, 140));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 120));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 120));
    return p;
}

} // namespace

void Theme::apply(ThemeChoice choice)
{
    static const QString systemStyle = QApplication::style() ? QApplication::style()->name() : QString();
    static const QPalette systemPalette = QApplication::palette();
    switch (choice) {
    case ThemeChoice::System:
        if (!systemStyle.isEmpty())
            QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(systemPalette);
        break;
    case ThemeChoice::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case ThemeChoice::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        break;
    }
}

bool Theme::isDark()
{
    return QApplication::palette().color(QPalette::Window).lightness() < 128;
}

ThemeChoice Theme::fromName(const QString &name)
{
    if (name == QLatin1String("light"))
        return ThemeChoice::Light;
    if (name == QLatin1String("dark"))
        return ThemeChoice::Dark;
    return ThemeChoice::System;
}

QString Theme::name(ThemeChoice choice)
{
    switch (choice) {
    case ThemeChoice::Light: return QStringLiteral("light");
    case ThemeChoice::Dark: return QStringLiteral("dark");
    case ThemeChoice::System: return QStringLiteral("system");
    }
    return QStringLiteral("system");
}

} // namespace rac::ui
