using Godot;

namespace DiceRolling.Attributes;

/// <summary>Contrato dos recursos visuais de um atributo: cor, ícone e caminho do ícone.</summary>
/// <seealso cref="IAttribute"/>
public interface IAttributeAssets
{
    /// <summary>Cor de exibição do atributo.</summary>
    Color Color { get; set; }

    /// <summary>Ícone do atributo, ou <c>null</c>.</summary>
    Texture2D? Icon { get; set; }

    /// <summary>Caminho do recurso do <see cref="Icon"/>, ou <c>null</c>.</summary>
    string? IconPath { get; }
}
