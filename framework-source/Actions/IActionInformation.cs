using DiceRolling.Categories;

namespace DiceRolling.Actions;

/// <summary>Contrato dos dados descritivos de uma ação: nome, categoria e descrição.</summary>
/// <seealso cref="IAction{TContext, TResult}"/>
public interface IActionInformation
{
    /// <summary>Nome de exibição da ação.</summary>
    string Name { get; set; }

    /// <summary>Categoria da ação, ou <c>null</c> se não definida.</summary>
    Category? Category { get; set; }

    /// <summary>Descrição mostrada ao jogador, ou <c>null</c>.</summary>
    string? Description { get; set; }
}
