using Godot;

namespace DiceRolling.Actions;

/// <summary>Contrato dos recursos visuais de uma ação: o ícone e o caminho do seu arquivo.</summary>
/// <seealso cref="IAction{TContext, TResult}"/>
public interface IActionAssets
{
    /// <summary>Ícone da ação, ou <c>null</c> se não houver.</summary>
    Texture2D? Icon { get; set; }

    /// <summary>Caminho do recurso do <see cref="Icon"/>, ou <c>null</c> se não houver ícone.</summary>
    string? IconPath { get; }
}
